# Reference implementation of the parser guard measures (from the cmark-gfm measurement study; see docs/robustness.md).
# ParserGuard.swift must agree with measure() exactly: Tests/HIGCompilerTests/ParserGuardTests.swift checks it
# against guard-reference.json, which make_guard_reference.py writes from this file.
import re, sys, os
WS=" \t"
def lines_of(b):  # b: str
    return re.split(r'\r\n|\r|\n', b)
def depth(line):
    i=0; n=len(line); col=0
    while i<n and line[i] in WS:
        col = (col//4+1)*4 if line[i]=='\t' else col+1; i+=1
    d=col//2; markers=0
    while i<n:
        while i<n and line[i] in WS: i+=1
        if i>=n: break
        c=line[i]
        if c=='>': markers+=1; i+=1; continue
        if c in '-*+' and (i+1==n or line[i+1] in WS): markers+=1; i+=1; continue
        j=i
        while j<n and j-i<9 and line[j].isdigit() and line[j].isascii(): j+=1
        if j>i and j<n and line[j] in '.)' and (j+1==n or line[j+1] in WS): markers+=1; i=j+1; continue
        break
    return d+markers, i
DELIM_CH=set("|-: \t\v\f")
def is_delim(line):
    s=line.strip(" \t")
    return bool(s) and set(s)<=DELIM_CH and '-' in s and ('|' in s or ':' in s)
def emph_runs(s):
    e=0; prev=''
    for c in s:
        if c in '*_~' and c!=prev: e+=1
        prev=c
    return e
def measure(text):
    m=dict(bytes=len(text.encode()), max_line=0, max_pipes=0, table_cells=0, delim_cost=0,
           max_depth=0, nest_cost=0, inline_sq=0, html_scan=0, autolink_scan=0, at_count=text.count('@'),
           www_count=text.lower().count('www.'), img_open=text.count('!['))
    ls=lines_of(text)
    run_lines=0; run_bytes=0; run_S=0; run_html=0; W=0; prev=None; runmax=0
    def close_run():
        m['inline_sq']+=run_S*run_S; m['html_scan']+=run_html*run_bytes
    for line in ls:
        lb=len(line.encode())+1
        m['max_line']=max(m['max_line'],lb-1)
        pipes=line.count('|')
        m['max_pipes']=max(m['max_pipes'],pipes)
        d,off=depth(line); m['max_depth']=max(m['max_depth'],d); runmax=max(runmax,d); m['nest_cost']+=runmax
        blank = line.strip(" \t")==""
        if blank:
            close_run(); run_lines=run_bytes=run_S=run_html=0; W=0
        else:
            if is_delim(line) or is_delim(line[off:]):
                m['delim_cost']+=run_lines*run_bytes
                if run_lines>0:
                    W=max(prev.count('|')+1, pipes+1); m['table_cells']+=2*W
                elif W: m['table_cells']+=max(W,pipes+1)
            elif W: m['table_cells']+=max(W,pipes+1)
            run_lines+=1; run_bytes+=lb
            run_S+=emph_runs(line)+line.count('[')+line.count(']')
            run_html+=line.count('<?')+line.count('<![')
        prev=line
    close_run()
    for tok in re.split(r'[ \t\n\r\v\f]+', text):
        c=tok.lower().count('www.')+tok.count('@')
        if c: m['autolink_scan']+=c*len(tok.encode())
    return m
if __name__=="__main__":
    import json
    files=[os.path.join(dp,f) for a in sys.argv[1:] for dp,_,fs in os.walk(a) for f in fs] if os.path.isdir(sys.argv[1]) else sys.argv[1:]
    mx={}; arg={}
    for f in files:
        m=measure(open(f,encoding='utf-8',errors='replace').read())
        for k,v in m.items():
            if v>mx.get(k,-1): mx[k]=v; arg[k]=os.path.basename(f)
    print(len(files),"files")
    for k in mx: print(f"{k:14s} {mx[k]:>10}  {arg[k]}")
