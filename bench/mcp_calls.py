#!/usr/bin/env python3
"""Time `hig mcp` calls as an assistant makes them: the official Python MCP client over stdio, one server process.

Usage: bench/mcp_calls.py HIG_BINARY OUTPUT_DIR [--runs N]

Prints, per call, the first time (which reads the build's files) and the median of the next N runs, in
milliseconds, wall time at the client (the protocol round trip included).
"""
import argparse
import asyncio
import statistics
import time

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

CALLS = [
    ("search_guidelines ko", "search_guidelines", {"query": "알림 권한을 언제 요청해야 하나요", "limit": 5}),
    ("search_guidelines en", "search_guidelines", {"query": "text field placeholder", "limit": 5}),
    ("list_rules platform", "list_rules", {"platform": "watchOS"}),
    ("list_rules words", "list_rules", {"words": "버튼을"}),
    ("get_page by title", "get_page", {"page": "텍스트 필드", "mode": "ko"}),
    ("check_translation", "check_translation", {
        "en": "**Use a text field to request a small amount of information.** For example, a name or an email address.",
        "ko": "이름이나 전자 메일 주소와 같은 소량의 정보를 요청하려면 텍스트 필드를 사용하세요."}),
    ("check_translation pair", "check_translation", {
        "en": "**Use a text field to request a small amount of information.** For example, a name or an email address.",
        "ko": "이름이나 전자 메일 주소와 같은 소량의 정보를 요청하려면 텍스트 필드를 사용하세요.",
        "checks": ["numbers", "links", "code-identifiers", "dropped-lead", "sentence-count", "length-ratio", "polarity",
                   "glossary", "typography", "untranslated", "outdated"]}),
]


async def timed(coroutine):
    start = time.perf_counter()
    await coroutine
    return (time.perf_counter() - start) * 1000


async def main(binary, output, runs):
    async with stdio_client(StdioServerParameters(command=binary, args=["mcp", "--output", output])) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            rows = []
            for label, tool, arguments in CALLS:
                first = await timed(session.call_tool(tool, arguments))
                rest = [await timed(session.call_tool(tool, arguments)) for _ in range(runs)]
                rows.append((label, first, statistics.median(rest)))
            first = await timed(session.list_resources())
            rows.append(("resources/list", first, statistics.median([await timed(session.list_resources()) for _ in range(runs)])))
    print(f"{'call':24} {'first ms':>9} {'median ms':>10}")
    for label, first, median in rows:
        print(f"{label:24} {first:9.0f} {median:10.0f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("output")
    parser.add_argument("--runs", type=int, default=5)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.binary, arguments.output, arguments.runs))
