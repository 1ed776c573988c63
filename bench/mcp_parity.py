#!/usr/bin/env python3
"""Compare `hig mcp` with the command line on any build: for every page title of the build, in English and in Korean,
search_guidelines against `hig search TITLE --json`, and list_rules with that page against
`hig rules --page TITLE --format json`.

Usage: bench/mcp_parity.py HIG_BINARY OUTPUT_DIR

Prints how many answers were compared and which differ (none, when the server answers what the commands print).
"""
import asyncio
import json
import subprocess
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

HIG, OUTPUT = sys.argv[1], sys.argv[2]


def cli(*arguments):
    done = subprocess.run([HIG, *arguments, "--output", OUTPUT], capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


async def all_rules(session, page):
    rules, cursor = [], None
    while True:
        answer = (await session.call_tool("list_rules", {"page": page, "limit": 500, **({"cursor": cursor} if cursor else {})})).structured_content
        rules += answer["rules"]
        cursor = answer["nextCursor"]
        if not cursor:
            return rules


async def main():
    corpus = json.load(open(f"{OUTPUT}/corpus.json"))
    titles = []
    for page in corpus["pages"]:
        for title in [page["title"]["en"], page["title"].get("ko") or page["title"].get("derivedKo")]:
            if title and title not in titles:
                titles.append(title)
    differing, compared = [], 0
    async with stdio_client(StdioServerParameters(command=HIG, args=["mcp", "--output", OUTPUT])) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            for title in titles:
                search = (await session.call_tool("search_guidelines", {"query": title, "limit": 10})).structured_content
                compared += 1
                if search != cli("search", *title.split(), "--json", "--limit", "10"):
                    differing.append(f"search_guidelines {title!r}")
                compared += 1
                if await all_rules(session, title) != cli("rules", "--page", title, "--format", "json")["rules"]:
                    differing.append(f"list_rules page {title!r}")
    print(f"{compared} answers compared ({len(titles)} titles: search_guidelines and list_rules each); {len(differing)} differ")
    for line in differing:
        print("  differs:", line)
    sys.exit(1 if differing else 0)


asyncio.run(main())
