import Darkroom
import Foundation
import Testing

/// Lays a view out with a proposal and returns its placed tree.
func layout<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1) throws -> PlacedView {
    try ViewRenderer(options: RenderOptions(proposedSize: proposal, scale: scale)).layout(view)
}

/// Renders a view to a bitmap.
func render<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1) throws -> CGImage {
    try ViewRenderer(options: RenderOptions(proposedSize: proposal, scale: scale)).image(view)
}

/// The frame of the view tagged `id`, failing the test when it is missing.
func frame(_ placed: PlacedView, _ id: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
    guard let view = placed[id] else {
        Issue.record("no view with identifier \(id) in\n\(placed)", sourceLocation: sourceLocation)
        return .null
    }
    return view.frame
}

/// True when two colours agree within `tolerance` (0…1) on every channel.
func close(_ a: RGBA?, _ b: RGBA, tolerance: Double = 0.02) -> Bool {
    guard let a else { return false }
    return abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
        && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
}

/// Runs a command-line tool and returns its standard output.
func run(_ tool: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// A fresh temporary folder for one test.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
