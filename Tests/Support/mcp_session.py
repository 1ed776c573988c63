#!/usr/bin/env python3
"""Drives `hig mcp` with the official Python MCP client, as an assistant would, against a build of seeds/.

Usage: mcp_session.py HIG_BINARY OUTPUT_DIR EMPTY_DIR

Initializes, lists tools and resources, reads every resource, calls each tool with good and bad arguments, and
compares search_guidelines and list_rules with `hig search --json` and `hig rules --format json` on the same build.
A bad call must get a protocol error with a clear message, and the next call must still be answered. With EMPTY_DIR
(no build) every tool call must say what to run. Exit 77 when the `mcp` package is not installed (the test skips).
"""
import asyncio
import json
import subprocess
import sys

try:
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client
    from mcp.shared.exceptions import MCPError
except ImportError as error:
    print(f"the Python package mcp is not installed ({error}); ./scripts/setup installs it", file=sys.stderr)
    sys.exit(77)

HIG, OUTPUT, EMPTY = sys.argv[1], sys.argv[2], sys.argv[3]
INVALID_PARAMS = -32602
NOT_FOUND = -32002
NO_BUILD = -32001
checks = 0


def expect(condition, message):
    global checks
    checks += 1
    if not condition:
        raise AssertionError(message)


def cli(*arguments):
    """A `hig` command's JSON output on the same build."""
    done = subprocess.run([HIG, *arguments, "--output", OUTPUT], capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def server(output):
    return StdioServerParameters(command=HIG, args=["mcp", "--output", output])


async def call(session, tool, arguments):
    result = await session.call_tool(tool, arguments)
    expect(not result.is_error, f"{tool} {arguments}: {result.content}")
    expect(result.structured_content is not None, f"{tool} {arguments}: no structured content")
    expect(result.content and result.content[0].type == "text" and result.content[0].text, f"{tool}: no text")
    return result


async def protocol_error(session, tool, arguments, code=INVALID_PARAMS, says=""):
    """A bad call: a JSON-RPC error with `code` whose message contains `says`; then the server still answers."""
    try:
        await session.call_tool(tool, arguments)
    except MCPError as error:
        expect(error.error.code == code, f"{tool} {arguments}: code {error.error.code}, wanted {code}: {error.error.message}")
        expect(says in error.error.message, f"{tool} {arguments}: message {error.error.message!r} lacks {says!r}")
    else:
        expect(False, f"{tool} {arguments}: no protocol error")
    await session.send_ping()


async def handshake_and_lists(session):
    initialized = await session.initialize()
    expect(initialized.server_info.name == "hig", initialized.server_info)
    capabilities = initialized.capabilities
    expect(capabilities.tools is not None and capabilities.resources is not None, capabilities)
    expect(capabilities.prompts is None and capabilities.logging is None, f"announces what it does not serve: {capabilities}")
    expect(capabilities.resources.subscribe in (None, False), capabilities)
    tools = (await session.list_tools()).tools
    expect([tool.name for tool in tools] == ["search_guidelines", "get_page", "list_rules", "check_translation"], tools)
    for tool in tools:
        expect(tool.input_schema.get("type") == "object" and tool.output_schema, tool.name)
        expect(tool.annotations is not None and tool.annotations.read_only_hint, tool.name)


async def resources(session):
    corpus = json.load(open(f"{OUTPUT}/corpus.json"))
    listed = (await session.list_resources()).resources
    uris = [str(resource.uri) for resource in listed]
    expect(uris == ["hig://rules"] + [f"hig://page/{page['id']}" for page in corpus["pages"]], uris)
    rules = await session.read_resource("hig://rules")
    expect(json.loads(rules.contents[0].text) == json.load(open(f"{OUTPUT}/rules.json")), "hig://rules is not rules.json")
    for page in corpus["pages"]:
        text = (await session.read_resource(f"hig://page/{page['id']}")).contents[0].text
        expect(f"`{page['id']}`" in text, page["id"])
        # Both languages, every block's source (headings are the section names): nothing cut.
        for block in page["blocks"]:
            if block["kind"] == "heading":
                expect(block["text"]["en"] in text, f"{page['id']}: heading {block['text']['en']} missing")
                continue
            source = f"`{block['source']['path']}:{block['source']['line']}`"
            expect(source in text, f"{page['id']}: {source} missing")
            if block["kind"] == "paragraph" and block["text"]["ko"]:
                expect(block["text"]["ko"].split("\n")[0] in text, f"{page['id']}#{block['id']}: Korean missing")
    try:
        await session.read_resource("hig://page/no/such/page")
        expect(False, "an unknown page was served")
    except MCPError as error:
        expect(error.error.code == NOT_FOUND, error.error)


SEARCHES = [
    ({"query": "action sheet"}, ["action", "sheet"]),
    ({"query": "작업 시트를"}, ["작업", "시트를"]),
    ({"query": "버튼", "limit": 2}, ["버튼", "--limit", "2"]),
    ({"query": "scroll", "platform": "watchOS"}, ["scroll", "--platform", "watchOS"]),
    ({"query": "Live Activities 잠금 화면", "limit": 3}, ["Live", "Activities", "잠금", "화면", "--limit", "3"]),
    ({"query": "시트 닫기", "platform": "iOS", "limit": 1}, ["시트", "닫기", "--platform", "iOS", "--limit", "1"]),
]


async def search(session):
    for arguments, words in SEARCHES:
        answer = (await call(session, "search_guidelines", arguments)).structured_content
        expect(answer == cli("search", *words, "--json"), f"search_guidelines {arguments} differs from hig search --json")
    korean = (await call(session, "search_guidelines", {"query": "작업 시트", "language": "ko", "limit": 1})).structured_content
    block = korean["pages"][0]["blocks"][0]
    expect("en" not in block["text"] and block["text"]["ko"], f"language ko kept English: {block}")
    expect(block["source"]["path"].startswith("seeds/") and block["source"]["line"] > 0, block)
    await protocol_error(session, "search_guidelines", {}, says="needs 'query'")
    await protocol_error(session, "search_guidelines", {"query": "sheet", "platform": "Android"}, says="unknown platform 'Android'")
    await protocol_error(session, "search_guidelines", {"query": "sheet", "limit": 0}, says="'limit' is 0")
    await protocol_error(session, "search_guidelines", {"query": "sheet", "limit": "ten"}, says="must be an integer")
    await protocol_error(session, "search_guidelines", {"query": "sheet", "platfrom": "iOS"}, says="no argument 'platfrom'")
    await protocol_error(session, "search_guidelines", {"query": "sheet", "language": "ja"}, says="use one of en, ko, both")


async def pages(session):
    corpus = {page["id"]: page for page in json.load(open(f"{OUTPUT}/corpus.json"))["pages"]}
    for name in ["components/presentation/action-sheets", "action-sheets", "Action sheets", "작업 시트"]:
        answer = (await call(session, "get_page", {"page": name})).structured_content
        expect(answer["page"] == "components/presentation/action-sheets", f"get_page {name!r}: {answer['page']}")
    for page_id, page in corpus.items():
        # A small part size: the page comes in several parts, which together hold every block once, in order.
        seen, cursor, parts = [], None, 0
        while True:
            arguments = {"page": page_id, "max_chars": 1000, **({"cursor": cursor} if cursor else {})}
            answer = (await call(session, "get_page", arguments)).structured_content
            seen += [block["id"] for block in answer["blocks"]]
            parts += 1
            cursor = answer["nextCursor"]
            if not cursor:
                break
        expect(seen == [block["id"] for block in page["blocks"]], f"{page_id}: parts lost or repeated blocks")
        expect(parts > 1, f"{page_id}: a 1,000-character part size did not split the page")
    korean = await call(session, "get_page", {"page": "action-sheets", "mode": "ko", "section": "watchOS"})
    blocks = korean.structured_content["blocks"]
    expected = [b["id"] for b in corpus["components/presentation/action-sheets"]["blocks"] if "watchOS" in b["section"]]
    expect([block["id"] for block in blocks] == expected, f"section watchOS: {blocks}")
    expect(all("en" not in block["text"] or block["text"].get("ko") is None for block in blocks), "mode ko showed English of translated blocks")
    expect("seeds/001_3cef73f6a796ebe9.txt:" in korean.content[0].text, "no source in the Markdown")
    # A section named in part (iOS of “iOS, iPadOS”) and a heading with subsections.
    ios = (await call(session, "get_page", {"page": "action-sheets", "section": "ios"})).structured_content["blocks"]
    expect(ios and all(block["section"][:2] == ["Platform considerations", "iOS, iPadOS"] for block in ios), ios)
    platforms = (await call(session, "get_page", {"page": "action-sheets", "section": "Platform considerations"})).structured_content
    inside = [b for b in corpus["components/presentation/action-sheets"]["blocks"] if b["section"][:1] == ["Platform considerations"]]
    expect(platforms["range"]["total"] == len(inside) > len(ios) + len(blocks), platforms["range"])
    await protocol_error(session, "get_page", {"page": "no such page at all"}, says="no page is named")
    await protocol_error(session, "get_page", {"page": "components"}, says="names 3 pages")
    await protocol_error(session, "get_page", {"page": "action-sheets", "section": "Nowhere"}, says="its sections: Best practices; ")
    await protocol_error(session, "get_page", {"page": "sheets", "section": "Nowhere"}, says="(it has no headings)")
    await protocol_error(session, "get_page", {"page": "sheets", "cursor": "block:9999"}, says="is not one this page gave")
    await protocol_error(session, "get_page", {"page": "sheets", "mode": "de"}, says="use one of en, ko, both")
    await protocol_error(session, "get_page", {"page": 7}, says="'page' must be a string")


RULES = [
    ({}, []),
    ({"platform": "watchOS"}, ["--platform", "watchOS"]),
    ({"platform": "watchOS", "specific": True}, ["--platform", "watchOS", "--specific"]),
    ({"kind": "dont"}, ["--kind", "dont"]),
    ({"page": "작업 시트"}, ["--page", "작업 시트"]),
    ({"words": "버튼을"}, ["버튼을"]),
    ({"section": "Best practices", "kind": "do"}, ["--section", "Best practices", "--kind", "do"]),
]


async def rules(session):
    for arguments, options in RULES:
        expected = cli("rules", *options, "--format", "json")["rules"]
        collected, cursor = [], None
        while True:
            answer = (await call(session, "list_rules", {**arguments, "limit": 7, **({"cursor": cursor} if cursor else {})})).structured_content
            expect(answer["total"] == len(expected), f"list_rules {arguments}: total {answer['total']}, hig rules {len(expected)}")
            collected += answer["rules"]
            cursor = answer["nextCursor"]
            if not cursor:
                break
        expect(collected == expected, f"list_rules {arguments} differs from hig rules --format json")
    await protocol_error(session, "list_rules", {"kind": "must"}, says="use one of do, dont, consider")
    await protocol_error(session, "list_rules", {"specific": True}, says="specific needs a platform")
    await protocol_error(session, "list_rules", {"cursor": "page 2"}, says="is not one these filters gave")


async def translation(session):
    polarity = await call(session, "check_translation", {
        "en": "**Use action sheets sparingly.** Action sheets give people important information and choices.",
        "ko": "작업 시트를 사용하지 마십시오. 작업 시트는 사람들에게 중요한 정보와 선택 사항을 제공합니다."})
    found = {finding["check"] for finding in polarity.structured_content["findings"]}
    expect("hig.qa.polarity" in found, f"no polarity finding: {polarity.structured_content}")
    terms = {term["en"]: term for term in polarity.structured_content["terms"]}
    expect(terms.get("action sheet", {}).get("ko") == "액션 시트" and not terms["action sheet"]["used"], terms)
    numbers = await call(session, "check_translation", {"en": "Show at most four buttons.", "ko": "버튼을 최대 다섯 개까지 표시하세요."})
    expect("hig.qa.numbers" in {f["check"] for f in numbers.structured_content["findings"]}, numbers.structured_content)
    glossary = await call(session, "check_translation", {
        "en": "Use an action sheet to confirm.", "ko": "수행 시트를 사용하여 확인합니다.",
        "glossary": [{"term": "action sheet", "ko": "작업 시트", "rejected": ["수행 시트"]}], "checks": ["glossary"]})
    answer = glossary.structured_content
    expect([f["check"] for f in answer["findings"]] == ["hig.qa.glossary"] and answer["checks"] == ["hig.qa.glossary"], answer)
    expect(answer["terms"][0]["origin"] == "glossary" and answer["terms"][0]["rejected"] == ["수행 시트"], answer["terms"])
    clean = await call(session, "check_translation", {"en": "Use a sheet to present simple content.", "ko": "간단한 콘텐츠를 표시하려면 시트를 사용하세요."})
    expect(clean.structured_content["findings"] == [], clean.structured_content)
    await protocol_error(session, "check_translation", {"en": "Use a sheet."}, says="needs 'ko'")
    await protocol_error(session, "check_translation", {"en": "a", "ko": "가", "checks": ["spelling"]}, says="unknown check")
    await protocol_error(session, "check_translation", {"en": "a", "ko": "가", "glossary": [{"term": "x"}]}, says="needs 'ko'")
    await protocol_error(session, "no_such_tool", {}, says="unknown tool 'no_such_tool'")


async def without_build():
    async with stdio_client(server(EMPTY)) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            expect(len((await session.list_tools()).tools) == 4, "tools are listed without a build")
            for tool, arguments in [("search_guidelines", {"query": "sheet"}), ("get_page", {"page": "sheets"}),
                                    ("list_rules", {}), ("check_translation", {"en": "a", "ko": "가"})]:
                await protocol_error(session, tool, arguments, code=NO_BUILD, says="hig build")


async def main():
    async with stdio_client(server(OUTPUT)) as (read, write):
        async with ClientSession(read, write) as session:
            await handshake_and_lists(session)
            await resources(session)
            await search(session)
            await pages(session)
            await rules(session)
            await translation(session)
    await without_build()
    print(f"mcp_session: {checks} checks passed")


asyncio.run(main())
