import DarkroomPreviews
import Foundation
import MCP

/// The tools `darkroom mcp` serves, each a front end of `PreviewsRun` (the same discovery, build, names and
/// comparison as `darkroom previews`). A failure is a tool result with `isError`, never a dead server.
struct PreviewTools: Sendable {
    /// Where each code base's images go (a folder per code base under it).
    var output: URL
    /// The render process.
    var host: (executable: String, arguments: [String])

    static let definitions: [Tool] = [
        Tool(name: "list_previews",
             description: "List every #Preview and PreviewProvider under a SwiftPM package or source folder: "
                + "file, line, name and traits. Nothing is built.",
             inputSchema: schema(["path": string("The package or source folder (absolute path).")],
                                 required: ["path"])),
        Tool(name: "render_preview",
             description: "Build and draw the previews of one file (or the one at `line`) on Linux and return "
                + "each as a PNG image, with its manifest entry (status, error, size).",
             inputSchema: schema([
                "path": string("The package or source folder (absolute path)."),
                "file": string("The Swift file, relative to path (as list_previews gives it)."),
                "line": .object(["type": "integer",
                                 "description": "The preview's line; all of the file's if omitted."]),
                "variant": string("light (default), dark, rtl, boldText, accessibility3, locale=fr_FR, dark+rtl, …"),
                "device": string("iPhone 15 (default), iPhone SE (3rd generation), iPad (10th generation), …"),
             ], required: ["path", "file"])),
        Tool(name: "verify_previews",
             description: "Draw every preview and compare each image with its reference (path/__Previews__ unless "
                + "`references` is given); returns what differs, what has no reference and what failed.",
             inputSchema: schema([
                "path": string("The package or source folder (absolute path)."),
                "references": string("The reference folder (default: path/__Previews__)."),
                "precision": .object(["type": "number", "description": "Share of pixels that must match, 0…1."]),
                "perceptual_precision": .object(["type": "number",
                                                 "description": "How close a pixel must be to match, 0…1."]),
             ], required: ["path"])),
    ]

    private static func string(_ description: String) -> Value {
        .object(["type": "string", "description": .string(description)])
    }

    private static func schema(_ properties: [String: Value], required: [String]) -> Value {
        .object(["type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) })])
    }

    /// Runs the tool `name`; blocking work (builds, render processes) runs off the concurrency pool.
    func call(_ name: String, arguments: [String: Value]) async -> CallTool.Result {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                do {
                    continuation.resume(returning: try callBlocking(name, arguments: arguments))
                } catch {
                    continuation.resume(returning: CallTool.Result(
                        content: [.text(text: "\(error)", annotations: nil, _meta: nil)], isError: true))
                }
            }
        }
    }

    private func callBlocking(_ name: String, arguments: [String: Value]) throws -> CallTool.Result {
        guard let path = arguments["path"]?.stringValue else { throw PreviewsError("`path` is required") }
        let root = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw PreviewsError("no such folder: \(root.path)")
        }
        switch name {
        case "list_previews": return try list(root)
        case "render_preview": return try render(root, arguments: arguments)
        case "verify_previews": return try verify(root, arguments: arguments)
        default: throw PreviewsError("no tool named \(name)")
        }
    }

    private func list(_ root: URL) throws -> CallTool.Result {
        let listed = PreviewsRun.listing(root)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(listed), as: UTF8.self)
        return CallTool.Result(content: [.text(text: "\(listed.count) previews\n" + text, annotations: nil,
                                               _meta: nil)])
    }

    private func render(_ root: URL, arguments: [String: Value]) throws -> CallTool.Result {
        guard let file = arguments["file"]?.stringValue else { throw PreviewsError("`file` is required") }
        let line = arguments["line"]?.intValue ?? arguments["line"]?.doubleValue.map { Int($0) }
        let configuration = PreviewsConfiguration(variants: [arguments["variant"]?.stringValue ?? "light"],
                                                  devices: [arguments["device"]?.stringValue ?? "iPhone 15"])
        var run = PreviewsRun(root: root, output: folder(for: root), configuration: configuration, host: host,
                              progress: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        run.only = [line.map { "\(file):\($0)" } ?? file]
        let summary = try run.run()
        guard !summary.entries.isEmpty else {
            throw PreviewsError("no preview at \(file)\(line.map { ":\($0)" } ?? ""): list_previews shows them")
        }
        var content: [Tool.Content] = []
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for entry in summary.entries {
            content.append(.text(text: String(decoding: try encoder.encode(entry), as: UTF8.self), annotations: nil,
                                 _meta: nil))
            if entry.isOK, let image = entry.image {
                let png = try Data(contentsOf: run.output.appendingPathComponent(image))
                content.append(.image(data: png.base64EncodedString(), mimeType: "image/png", annotations: nil,
                                      _meta: nil))
            }
        }
        return CallTool.Result(content: content, isError: summary.okCount == 0)
    }

    private func verify(_ root: URL, arguments: [String: Value]) throws -> CallTool.Result {
        let number = { (key: String) -> Float in
            Float(arguments[key]?.doubleValue ?? arguments[key]?.intValue.map(Double.init) ?? 1)
        }
        let folder = arguments["references"]?.stringValue.map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? PreviewReferences.defaultFolder(for: root)
        let references = PreviewReferences(folder: folder, precision: number("precision"),
                                           perceptualPrecision: number("perceptual_precision"))
        let run = PreviewsRun(root: root, output: self.folder(for: root), configuration: PreviewsConfiguration(),
                              host: host, progress: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        let summary = try run.run()
        let failures = try references.verify(summary.entries, output: run.output)
        let lines = [PreviewsCommand.verifyLine(failures, total: summary.entries.count, folder: folder)]
            + failures.map(\.summaryLine)
        return CallTool.Result(content: [.text(text: lines.joined(separator: "\n"), annotations: nil, _meta: nil)],
                               isError: !failures.isEmpty)
    }

    /// The output folder of one code base: its name and a hash of its path.
    private func folder(for root: URL) -> URL {
        var hash: UInt64 = 1_469_598_103_934_665_603
        for byte in root.path.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        return output.appendingPathComponent(root.lastPathComponent + "-" + String(hash % 1_000_000_007, radix: 36))
    }
}
