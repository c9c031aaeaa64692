import ArgumentParser
import Foundation
import MCP

/// `darkroom mcp`: a Model Context Protocol server on standard input and output, so a coding agent in a Linux
/// container can list a code base's previews, see one drawn, and verify them against references.
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the previews tools over the Model Context Protocol (stdio).",
        discussion: """
            Tools: list_previews (path), render_preview (path, file, line, variant, device: the PNG as image \
            content), verify_previews (path, references, precision, perceptual_precision). Standard output \
            carries the protocol; progress goes to standard error.
            """)

    @Option(help: "Where drawn images go (default: ~/.cache/darkroom/mcp).")
    var output: String?

    /// Parses `arguments` and serves until standard input closes (help and errors exit as usual). Not `main(_:)`:
    /// from `main.swift` that resolves to the synchronous overload, which refuses asynchronous commands.
    static func start(_ arguments: [String]) async {
        do {
            let command = try parseAsRoot(arguments)
            guard let mcp = command as? MCPCommand else { return try { var other = command; try other.run() }() }
            try await mcp.serve()
        } catch {
            exit(withError: error)
        }
    }

    func run() async throws { try await serve() }

    /// The server, on standard input and output.
    func serve() async throws {
        let folder = output.map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/darkroom/mcp")
        let tools = PreviewTools(output: folder, host: (PreviewsCommand.executable, ["__previews-host"]))
        let server = Server(name: "darkroom", version: "1.0.0",
                            capabilities: Server.Capabilities(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: PreviewTools.definitions) }
        await server.withMethodHandler(CallTool.self) { call in
            await tools.call(call.name, arguments: call.arguments ?? [:])
        }
        try await server.start(transport: StdioTransport())
        await server.waitUntilCompleted()
    }
}
