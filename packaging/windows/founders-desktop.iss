; Inno Setup 6.3+ script: wraps dist\founders-desktop (the PyInstaller one-folder build) in
; an installer with a Start menu entry, an uninstaller and the .fdsave file association.
;
; packaging\windows\build.ps1 builds the bundle and then runs, from the repository root:
;   iscc /DAppVersion=X.Y.Z packaging\windows\founders-desktop.iss
; The version is read from founders_desktop\__init__.py by packaging\project_version.py and
; passed in, never written here.
#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z (packaging\windows\build.ps1 does it)
#endif

#define AppName "Founders Desktop"
#define AppExe "founders-desktop.exe"
#define ProgId "FoundersDesktop.Save"
#define RepoRoot AddBackslash(SourcePath) + "..\.."
#define BundleDir RepoRoot + "\dist\founders-desktop"
#define IconFile RepoRoot + "\build\icons\founders-desktop.ico"

[Setup]
; AppId identifies the app to Windows across versions: never change it.
AppId={{6B0B7C52-2F0E-4B8B-9C1D-5E3A7F4D2A10}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Founders Desktop developers
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Installs for the current user without admin rights; the dialog offers "all users".
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#RepoRoot}\dist
OutputBaseFilename=founders-desktop-{#AppVersion}-windows-x64-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; Tell Explorer about the .fdsave association at the end of (un)installation.
ChangesAssociations=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "fdsave"; Description: "{cm:AssocFileExtension,{#AppName},.fdsave}"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autoprograms}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; Saved games: .fdsave -> FoundersDesktop.Save, opened as `founders-desktop.exe "FILE"`.
; HKA is HKCU for a per-user install and HKLM for an all-users one.
Root: HKA; Subkey: "Software\Classes\.fdsave"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue; Tasks: fdsave
Root: HKA; Subkey: "Software\Classes\.fdsave\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: fdsave
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "{#AppName} saved game"; Flags: uninsdeletekey; Tasks: fdsave
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: fdsave
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""; Tasks: fdsave
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".fdsave"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
