"""Time from process start to the first painted main window, median of several runs.

Usage: python bench/startup.py [--runs N] [--platform offscreen|xcb] [--page start|city|sandbox|tactics]
Prints each run and ends with ``RESULT startup_s=<median> runs=N``. Target: under 1.0 s, also for
``--page city`` and ``--page sandbox``: the window's first paint with the whole board's art.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time


def one_run(platform: str, page: str = "start") -> float:
    with tempfile.TemporaryDirectory() as folder:
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": platform,
            "FOUNDERS_DESKTOP_SETTINGS": os.path.join(folder, "settings.ini"),
        }
        started = time.time()
        result = subprocess.run(
            [sys.executable, "-m", "founders_desktop", "--exit-after-paint", "--page", page],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
    painted = next((line for line in result.stdout.splitlines() if line.startswith("painted ")), None)
    if result.returncode != 0 or painted is None:
        raise SystemExit(f"the app did not paint: exit {result.returncode}\n{result.stderr}")
    return float(painted.split()[1]) - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    parser.add_argument("--page", default="start", help="the page the window opens on")
    args = parser.parse_args()
    one_run(args.platform, args.page)  # warm the file cache once, as a second launch by a person would be
    times = []
    for index in range(args.runs):
        seconds = one_run(args.platform, args.page)
        times.append(seconds)
        print(f"run {index + 1}: {seconds:.3f} s")
    median = statistics.median(times)
    print(f"median {median:.3f} s, fastest {min(times):.3f} s, slowest {max(times):.3f} s ({args.platform})")
    print(f"RESULT startup_s={median:.3f} runs={args.runs} platform={args.platform} page={args.page}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
