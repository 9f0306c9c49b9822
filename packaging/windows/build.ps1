# Build the Windows installer: the PyInstaller one-folder build, a portable .zip and the
# Inno Setup installer, all in dist\.
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
#
# Needs Python 3.11 (winget install Python.Python.3.11) and Inno Setup 6.3 or newer
# (winget install JRSoftware.InnoSetup). Set $env:PACK_PYTHON to a Python that already has
# PyInstaller and the app's dependencies to skip the private venv in build\venv-pack.
# The engine is compiled with mypyc, which needs the MSVC build tools (winget install
# Microsoft.VisualStudio.2022.BuildTools, the C++ workload); $env:FOUNDERS_PURE_ENGINE = "1"
# bundles its Python modules instead.
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest

$Root = (Resolve-Path (Join-Path $PSScriptRoot "..\..")).Path
Set-Location $Root
$Started = Get-Date

function Invoke-Native {
    # PowerShell does not stop on a failing program by itself: check every exit code.
    param([string]$Program, [string[]]$Arguments)
    & $Program @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Program $Arguments failed with exit code $LASTEXITCODE" }
}

if ($env:PACK_PYTHON) {
    $Python = $env:PACK_PYTHON
} else {
    $Python = Join-Path $Root "build\venv-pack\Scripts\python.exe"
    if (-not (Test-Path $Python)) {
        $BasePython = if ($env:PYTHON) { $env:PYTHON } else { "python" }
        Invoke-Native $BasePython @("-m", "venv", "build\venv-pack")
    }
    Invoke-Native $Python @("-m", "pip", "install", "-q", "--upgrade", "pip")
    Invoke-Native $Python @("-m", "pip", "install", "-q", "-r", "packaging\requirements-build.txt", "-e", ".[compile]")
}

$Version = (& $Python packaging\project_version.py).Trim()
Write-Host "== PyInstaller: Founders Desktop $Version for Windows x64"
Invoke-Native $Python @("-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
    "--distpath", "dist", "--workpath", "build\pyinstaller", "packaging\founders-desktop.spec")
$Bundle = Join-Path $Root "dist\founders-desktop"
$Exe = Join-Path $Bundle "founders-desktop.exe"

# A broken bundle must not become an installer: render one page first, on Qt's native
# "windows" platform so that its plugin is proven too ($env:SMOKE_QT_PLATFORM = "offscreen"
# where no desktop session exists). The exe is a GUI program, so wait for it explicitly.
Write-Host "== smoke test"
$Shot = Join-Path $Root "build\windows-smoke.png"
Remove-Item -ErrorAction SilentlyContinue $Shot
$env:QT_QPA_PLATFORM = if ($env:SMOKE_QT_PLATFORM) { $env:SMOKE_QT_PLATFORM } else { "windows" }
$env:FOUNDERS_DESKTOP_SETTINGS = Join-Path $Root "build\windows-smoke.ini"
$Run = Start-Process -FilePath $Exe -ArgumentList @("--screenshot", "`"$Shot`"", "--page", "city") -Wait -PassThru
Remove-Item Env:QT_QPA_PLATFORM, Env:FOUNDERS_DESKTOP_SETTINGS
if ($Run.ExitCode -ne 0 -or -not (Test-Path $Shot) -or (Get-Item $Shot).Length -lt 10000) {
    throw "the bundled app did not render a screenshot (exit code $($Run.ExitCode))"
}

Write-Host "== portable .zip"
$Zip = Join-Path $Root "dist\founders-desktop-$Version-windows-x64.zip"
Remove-Item -ErrorAction SilentlyContinue $Zip
Compress-Archive -Path $Bundle -DestinationPath $Zip

Write-Host "== Inno Setup"
$Iscc = (Get-Command iscc -ErrorAction SilentlyContinue | Select-Object -ExpandProperty Source -First 1)
if (-not $Iscc) {
    foreach ($Folder in @(${env:ProgramFiles(x86)}, $env:ProgramFiles, (Join-Path $env:LOCALAPPDATA "Programs"))) {
        $Candidate = Join-Path $Folder "Inno Setup 6\ISCC.exe"
        if ($Folder -and (Test-Path $Candidate)) { $Iscc = $Candidate; break }
    }
}
if (-not $Iscc) { throw "Inno Setup 6 not found: winget install JRSoftware.InnoSetup" }
Invoke-Native $Iscc @("/Q", "/DAppVersion=$Version", "packaging\windows\founders-desktop.iss")

$Elapsed = [int]((Get-Date) - $Started).TotalSeconds
$Size = [math]::Round(((Get-ChildItem $Bundle -Recurse -File | Measure-Object Length -Sum).Sum / 1MB), 1)
Write-Host "== done in ${Elapsed}s"
Write-Host "bundle     $Bundle  $Size MB"
Get-ChildItem dist -File | Where-Object { $_.Name -like "founders-desktop-$Version-windows-*" } |
    ForEach-Object { Write-Host ("{0}  {1:N1} MB" -f $_.FullName, ($_.Length / 1MB)) }
