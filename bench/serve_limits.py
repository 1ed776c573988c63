#!/usr/bin/env python3
"""CPU that `hig serve` spends on long request lines and header fields.

Usage: bench/serve_limits.py [HIG]   (default .build/release/hig; run from the repository root)

Starts `hig serve seeds` on a free port, sends request lines and a header field of 64 KiB to 1 MiB, and prints the
status each got and the server's CPU seconds (user + system, from /proc) spent on it, three seconds after the
client left. Issue 33's probe before the request gate: 64 KB 2.2 s, 256 KB 35 s, 1 MB about 9 minutes.
"""
import os, re, socket, subprocess, sys, tempfile, time, shutil

hig = sys.argv[1] if len(sys.argv) > 1 else ".build/release/hig"
work = tempfile.mkdtemp(prefix="hig-serve-limits-")
shutil.copytree("seeds", os.path.join(work, "seeds"))
server = subprocess.Popen([os.path.abspath(hig), "serve", "seeds", "--port", "0"], cwd=work, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
port = int(re.search(rb"127\.0\.0\.1:(\d+)", server.stdout.readline()).group(1))

def cpu():
    fields = open(f"/proc/{server.pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

def probe(label, request):
    before = cpu()
    connection = socket.create_connection(("127.0.0.1", port))
    try:
        connection.sendall(request)
    except OSError:
        pass
    answer = b""
    try:
        while chunk := connection.recv(65536):
            answer += chunk
    except OSError:
        pass
    connection.close()
    time.sleep(3)
    status = answer.split(b"\r\n")[0].decode()
    print(f"{label}: {status}, server CPU {cpu() - before:.2f} s")

try:
    for size in (64 << 10, 256 << 10, 1 << 20):
        probe(f"request line {size >> 10} KiB", b"GET /" + b"a" * size + b" HTTP/1.1\r\nHost: x\r\n\r\n")
    for size in (64 << 10, 1 << 20):
        probe(f"header field {size >> 10} KiB", b"GET / HTTP/1.1\r\nCookie: " + b"b" * size + b"\r\n\r\n")
finally:
    server.send_signal(2)
    server.wait()
    shutil.rmtree(work)
