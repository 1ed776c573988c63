#!/usr/bin/env python3
"""`hig serve`: the share of one core the server spends while nothing changes (the watcher's looks).

Usage: bench/serve_idle.py [--hig PATH] [--seconds N] SOURCE   (run from the repository root)

Starts `hig serve SOURCE --port 0`, waits 15 s for the first build and the preview context, then reads the process's
CPU ticks (user + system, `/proc/PID/stat`) over N seconds (default 20) and prints them as a percentage of one core.
Linux only.
"""
import argparse
import os
import pathlib
import signal
import subprocess
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]


def cpu_ticks(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--hig", default=str(ROOT / ".build" / "release" / "hig"))
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("source")
    arguments = parser.parse_args()
    server = subprocess.Popen([arguments.hig, "serve", arguments.source, "--port", "0"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(15)
        before = cpu_ticks(server.pid)
        time.sleep(arguments.seconds)
        spent = (cpu_ticks(server.pid) - before) / os.sysconf("SC_CLK_TCK")
        print(f"{arguments.source}: {spent / arguments.seconds * 100:.1f} % of one core idle over {arguments.seconds:g} s; "
              f"load average {os.getloadavg()[0]:.1f}")
    finally:
        server.send_signal(signal.SIGINT)
        server.wait()


if __name__ == "__main__":
    main()
