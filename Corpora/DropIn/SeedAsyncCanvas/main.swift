// Seed 003's AsyncCanvas, as its readers copy it into their apps: their own
// RenderProcessor, RenderTask, CG processor and AsyncCanvas view (these local types
// shadow Darkroom's of the same names), drawing 5,000 lines off the main actor.
#if canImport(SwiftUI)
import SwiftUI
import UIKit
#else
import DarkroomCompat
#endif
import Foundation

struct RenderTask<Context>: Equatable {
    let id = UUID()
    let task: (Context, CGSize) async -> Void
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}

protocol RenderProcessor {
    associatedtype Context
    func render(size: CGSize, render: RenderTask<Context>) async -> Image?
}

final actor CGRenderProcessor: RenderProcessor {
    typealias Context = CGContext
    var lastImage: UIImage?

    func render(size: CGSize, render: RenderTask<Context>) async -> Image? {
        guard let image = try? await renderImage(size: size, render: render) else { return nil }
        lastImage = image
        return Image(uiImage: image)
    }

    enum RenderError: Error { case taskCanceled, uiImageRenderFailed }

    private func renderImage(size: CGSize, render: RenderTask<CGContext>) async throws -> UIImage {
        defer { UIGraphicsEndImageContext() }
        try checkCancelation()
        UIGraphicsBeginImageContextWithOptions(size, false, .zero)
        let context = UIGraphicsGetCurrentContext()!
        await render.task(context, size)
        try checkCancelation()
        guard let uiImage = UIGraphicsGetImageFromCurrentImageContext() else { throw RenderError.uiImageRenderFailed }
        return uiImage
    }

    private func checkCancelation() throws {
        if Task.isCancelled { throw RenderError.taskCanceled }
    }
}

struct AsyncCanvas<Processor: RenderProcessor>: View {
    @State var image: Image?
    let render: RenderTask<Processor.Context>
    let processor: Processor

    var body: some View {
        GeometryReader { proxy in
            ZStack {
                if let image { image }
            }
            .task {
                if let image = await processor.render(size: proxy.size, render: render) {
                    await MainActor.run { self.image = image }
                }
            }
        }
    }
}

extension CGPoint {
    static func random(_ g: inout SplitMix) -> CGPoint { CGPoint(x: g.next() * 300, y: g.next() * 300) }
}

struct SplitMix {
    var state: UInt64
    mutating func next() -> CGFloat {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return CGFloat((z ^ (z >> 31)) >> 11) / CGFloat(1 << 53)
    }
}

let processor = CGRenderProcessor()
let task = RenderTask<CGContext> { context, _ in
    var g = SplitMix(state: 7)
    for _ in 0..<5_000 {
        guard !Task.isCancelled else { return }
        context.move(to: .random(&g))
        context.addLine(to: .random(&g))
        context.setStrokeColor(CGColor(red: g.next(), green: g.next(), blue: g.next(), alpha: 1))
        context.strokePath()
    }
}
let rendered = await Task.detached { await processor.render(size: CGSize(width: 300, height: 300), render: task) }.value
guard rendered != nil, let image = await processor.lastImage, let cg = image.cgImage else {
    print("FAIL no image"); exit(1)
}
print("async-canvas \(Int(image.size.width))x\(Int(image.size.height)) pixels \(cg.width)x\(cg.height)")
// The view type compiles as the seed wrote it.
_ = AsyncCanvas(render: task, processor: processor)
print("OK")
