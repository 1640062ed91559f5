-- wrk script: the same 2026-07-28 tools/call for every server.
-- POST /mcp, the JSON-RPC body with the required _meta, and all 2026 headers.
wrk.method = "POST"
wrk.path = "/mcp"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json, text/event-stream"
wrk.headers["MCP-Protocol-Version"] = "2026-07-28"
wrk.headers["Mcp-Method"] = "tools/call"
wrk.headers["Mcp-Name"] = "noop"
wrk.body = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"noop","arguments":{},' ..
  '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28",' ..
  '"io.modelcontextprotocol/clientInfo":{"name":"wrk","version":"4.1.0"},' ..
  '"io.modelcontextprotocol/clientCapabilities":{}}}}'
