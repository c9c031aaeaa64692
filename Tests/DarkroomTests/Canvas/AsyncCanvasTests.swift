import Darkroom
import Foundation
import Testing

/// AsyncCanvas: rendering off the main actor, joined renders in one-shot
/// renderers, cancellation of older renders.
@Suite struct AsyncCanvasTests {
    /// A line drawn with the seed's calls, in UIKit orientation (y down).
    static func drawLine(_ context: CGContext, _ size: CGSize) {
        context.move(to: CGPoint(x: 0, y: 5))
        context.addLine(to: CGPoint(x: size.width, y: 5))
        context.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.setLineWidth(4)
        context.strokePath()
    }

    @Test func oneShotRendererJoinsTheRender() throws {
        let image = try render(
            AsyncCanvas { context, size in Self.drawLine(context, size) }.frame(width: 40, height: 20), scale: 2)
        #expect(image.width == 80 && image.height == 40)
        #expect(image.rgba8(x: 40, y: 10)! == (255, 0, 0, 255))   // y down: the line is near the top
        #expect(image.pixel(x: 40, y: 30)?.alpha == 0)
    }

    @Test func joinedRendersWorkOnEveryCoreAtOnce() async throws {
        // More concurrent joined renders than pool threads: none may starve.
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let image = try render(
                        AsyncCanvas { context, size in Self.drawLine(context, size) }.frame(width: 20, height: 20))
                    return image.pixel(x: 10, y: 5)?.alpha == 1
                }
            }
            for try await ok in group { #expect(ok) }
        }
    }

    @Test func newerRenderCancelsTheOlder() async throws {
        final class Flags: @unchecked Sendable {
            let lock = NSLock(); var started = 0; var sawCancellation = false
        }
        let flags = Flags()
        let canvas = AsyncCanvas { context, size in
            let first = flags.lock.withLock { flags.started += 1; return flags.started == 1 }
            if first {
                // The first render keeps drawing, step by step, until it is cancelled.
                for _ in 0..<2_000 {
                    if Task.isCancelled { flags.lock.withLock { flags.sawCancellation = true }; return }
                    try? await Task.sleep(nanoseconds: 1_000_000)
                }
            }
            Self.drawLine(context, size)
        }
        let older = Task { await canvas.render(size: CGSize(width: 20, height: 20)) != nil }
        while (flags.lock.withLock { flags.started }) == 0 { try await Task.sleep(nanoseconds: 1_000_000) }
        let newer = await canvas.render(size: CGSize(width: 20, height: 20)) != nil
        let olderProduced = await older.value
        #expect(!olderProduced)          // cancelled renders produce nothing
        #expect(newer)
        #expect(flags.lock.withLock { flags.sawCancellation })
    }

    @Test func cancelledProcessorRenderProducesNothing() async throws {
        let processor = CGRenderProcessor(scale: 1)
        let task = Task {
            try? await Task.sleep(nanoseconds: 50_000_000)
            return await processor.render(
                size: CGSize(width: 10, height: 10), render: RenderTask { c, s in Self.drawLine(c, s) }) != nil
        }
        task.cancel()
        #expect(await task.value == false)
        let fine = await processor.render(
            size: CGSize(width: 10, height: 10), render: RenderTask { c, s in Self.drawLine(c, s) })
        #expect(fine != nil)
    }

    @Test func invalidSizeThrowsATypedError() async throws {
        await #expect(throws: RenderProcessorError.invalidSize(CGSize(width: 0, height: 10))) {
            try await CGRenderProcessor().renderImage(
                size: CGSize(width: 0, height: 10), scale: 1, render: RenderTask { _, _ in })
        }
    }
}
