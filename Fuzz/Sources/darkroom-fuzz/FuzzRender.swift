@testable import Darkroom
import Foundation

/// Renders a harness's view and checks what came back. Typed errors are fine
/// (a refusal); a wrong result stops the run like a crash would.
enum FuzzRender {
    static func options(proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1) -> RenderOptions {
        var options = RenderOptions(proposedSize: proposal, scale: scale)
        options.maxPixelCount = FuzzSetup.renderedPixelCap
        // One band: the harness measures Darkroom, not the thread pool.
        options.rendersBandsInParallel = false
        return options
    }

    /// `DARKROOM_FUZZ_VERBOSE=1` prints each refusal, to see what an input did.
    static let verbose = ProcessInfo.processInfo.environment["DARKROOM_FUZZ_VERBOSE"] == "1"

    /// The result, or `nil` after a typed error (printed when verbose).
    static func attempt<T>(_ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch {
            if verbose { FileHandle.standardError.write(Data("refused: \(error)\n".utf8)) }
            return nil
        }
    }

    static func image<V: View>(_ view: V, _ options: RenderOptions = options()) {
        guard let image = attempt({ try ViewRenderer(options: options).image(view) }) else { return }
        precondition(image.width > 0 && image.height > 0, "empty image")
        precondition(image.width * image.height <= options.maxPixelCount, "image past maxPixelCount")
    }

    static func pdf<V: View>(_ view: V, _ options: RenderOptions = options()) {
        guard let data = attempt({ try ViewRenderer(options: options).pdfData(view) }) else { return }
        checkPDF(data)
    }

    static func svg<V: View>(_ view: V, _ options: RenderOptions = options()) {
        guard let data = attempt({ try ViewRenderer(options: options).svgData(view) }) else { return }
        checkSVG(data)
    }

    static func checkPDF(_ data: Data) {
        precondition(data.starts(with: Array("%PDF-".utf8)), "PDF without its header")
        precondition(String(decoding: data.suffix(16), as: UTF8.self).contains("%%EOF"), "truncated PDF")
    }

    static func checkSVG(_ data: Data) {
        precondition(String(decoding: data.suffix(16), as: UTF8.self).contains("</svg>"), "truncated SVG")
    }
}
