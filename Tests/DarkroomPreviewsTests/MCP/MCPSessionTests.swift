import DarkroomCompat
import DarkroomPreviews
import Foundation
import MCP
import SystemPackage
import XCTest

/// `darkroom mcp` in a real session: the MCP SDK's own client talks to a `darkroom mcp` child process over its
/// standard input and output — initialize, list the tools, list a package's previews, render one in dark mode
/// and read the PNG back from the image content.
final class MCPSessionTests: XCTestCase {
    func testAClientListsToolsAndGetsARenderedImage() async throws {
        let app = try FixtureCopy("CleanApp")
        let server = Process()
        server.executableURL = PreviewsRunTests.executable
        server.arguments = ["mcp", "--output", app.work.appendingPathComponent("mcp").path]
        let toServer = Pipe(), fromServer = Pipe()
        server.standardInput = toServer
        server.standardOutput = fromServer
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { if server.isRunning { server.terminate() } }

        let transport = StdioTransport(
            input: FileDescriptor(rawValue: fromServer.fileHandleForReading.fileDescriptor),
            output: FileDescriptor(rawValue: toServer.fileHandleForWriting.fileDescriptor))
        let client = Client(name: "darkroom-tests", version: "1.0.0")
        let initialized = try await client.connect(transport: transport)
        XCTAssertEqual(initialized.serverInfo.name, "darkroom")

        let tools = try await client.listTools().tools.map(\.name)
        XCTAssertEqual(tools, ["list_previews", "render_preview", "verify_previews"])

        let listed = try await client.callTool(name: "list_previews", arguments: ["path": .string(app.root.path)])
        XCTAssertNotEqual(listed.isError, true)
        guard case .text(let list, _, _)? = listed.content.first else { return XCTFail("no text: \(listed)") }
        XCTAssertTrue(list.hasPrefix("2 previews"), list)
        XCTAssertTrue(list.contains("\"file\" : \"Views/Tag.swift\""), list)

        let rendered = try await client.callTool(name: "render_preview", arguments: [
            "path": .string(app.root.path), "file": "Views/Tag.swift", "line": 18, "variant": "dark",
        ])
        XCTAssertNotEqual(rendered.isError, true, "\(rendered.content)")
        let images = rendered.content.compactMap { content -> (String, String)? in
            if case .image(let data, let mimeType, _, _) = content { return (data, mimeType) }
            return nil
        }
        XCTAssertEqual(images.count, 1)
        let (base64, mimeType) = try XCTUnwrap(images.first)
        XCTAssertEqual(mimeType, "image/png")
        let png = try XCTUnwrap(Data(base64Encoded: base64))
        let image = try XCTUnwrap(UIImage(data: png)?.cgImage, "not a PNG")
        XCTAssertGreaterThan(image.width, 30)
        // Dark mode: the fitted preview stands on the system's black background.
        let corner = try XCTUnwrap(image.rgba8(x: 0, y: 0))
        XCTAssertEqual([corner.r, corner.g, corner.b], [0, 0, 0])

        let missing = try await client.callTool(name: "render_preview", arguments: [
            "path": .string(app.root.path), "file": "Views/None.swift",
        ])
        XCTAssertEqual(missing.isError, true, "a bad request is a tool error, the server goes on")
        await client.disconnect()
        try toServer.fileHandleForWriting.close()
    }
}
