@_spi(Engine) import Darkroom
import Foundation
import Testing
@testable import DarkroomCompat

/// Inputs that crash UIKit must not crash here; each has a documented result.
@MainActor
@Suite(.serialized) struct BadInputTests {
    @Test func zeroAndNegativeSizeContexts() {
        for size in [
            CGSize.zero, CGSize(width: -10, height: 20), CGSize(width: 10, height: 0),
            CGSize(width: CGFloat.nan, height: 5),
            CGSize(width: CGFloat.infinity, height: 5)
        ] {
            UIGraphicsBeginImageContextWithOptions(size, false, 2)
            let context = UIGraphicsGetCurrentContext()
            #expect(context != nil, "a context that draws nowhere is current")
            context?.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            let image = UIGraphicsGetImageFromCurrentImageContext()
            #expect(image?.size == .zero && image?.cgImage == nil)
            UIGraphicsEndImageContext()
            #expect(UIGraphicsGetCurrentContext() == nil)
        }
    }

    @Test func endedTwiceAndNoneBegun() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        UIGraphicsEndImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func nestedContextsArePerThreadStacks() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 1)
        let outer = UIGraphicsGetCurrentContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), false, 1)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.cgImage?.width == 3)
        // Another thread sees its own, empty stack.
        final class Flag: @unchecked Sendable { var emptyThere = false }
        let flag = Flag(), done = DispatchSemaphore(value: 0)
        Thread { flag.emptyThere = UIGraphicsGetCurrentContext() == nil; done.signal() }.start()
        done.wait()
        #expect(flag.emptyThere)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsEndImageContext()
    }

    @Test func snapshotOfBadSizesAndEmptyViews() throws {
        #expect(Text("x").snapshot(size: .zero, scale: 2).cgImage == nil)
        #expect(Text("x").snapshot(size: CGSize(width: -1, height: 4), scale: 2).size == .zero)
        #expect(Text("x").snapshot(size: CGSize(width: 10, height: 10), scale: -2).cgImage == nil)
        #expect(throws: RenderError.invalidSize(CGSize(width: 0, height: 10))) {
            try SnapshotRequest(size: CGSize(width: 0, height: 10), scale: 1).render(Text("x"))
        }
        #expect {
            try SnapshotRequest(size: CGSize(width: 5, height: 5), scale: .nan).render(Text("x"))
        } throws: { error in
            if case .invalidScale(let s) = error as? RenderError { return s.isNaN }
            return false
        }
        #expect(throws: RenderError.self) {
            try SnapshotRequest(size: CGSize(width: 1e6, height: 1e6), scale: 1).render(Text("x"))
        }
        // An empty view: an image of the window's size, fully transparent.
        let empty = EmptyView().snapshot(size: CGSize(width: 20, height: 10), scale: 2)
        let cg = try #require(empty.cgImage)
        #expect(cg.width == 40 && cg.height == 20)
        #expect(cg.data.allSatisfy { $0 == 0 })
        // The backport agrees.
        let renderer = ImageRenderer(content: EmptyView(), size: CGSize(width: 20, height: 10), scale: 2)
        #expect(renderer.uiImage?.cgImage?.data.allSatisfy { $0 == 0 } == true)
        #expect(ImageRenderer(content: Text("x"), size: .zero).uiImage == nil)
    }

    @Test func imageRendererWithBadSizeGivesEmptyImage() {
        let r = UIGraphicsImageRenderer(size: CGSize(width: -5, height: 5))
        let image = r.image { ctx in ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5)) }
        #expect(image.cgImage == nil)
        #expect(r.pngData { _ in }.isEmpty)
        #expect(r.jpegData(withCompressionQuality: 0.8) { _ in }.isEmpty)
    }

    @Test func degenerateGeometryDrawsNothingAndDoesNotHang() throws {
        let bitmap = try #require(GDBitmap(width: 20, height: 20))
        let sink = GDContextSink(bitmap: bitmap)
        var path = Path()
        path.move(to: CGPoint(x: CGFloat.nan, y: 3)); path.addLine(to: CGPoint(x: 1e300, y: -1e300));
        path.addLine(to: CGPoint(x: 5, y: 5))
        sink.draw([
            .fill(path, .color(RGBA(red: 1, green: 0, blue: 0)), FillStyle()),
            .stroke(
                Path(CGRect(x: 2, y: 2, width: 10, height: 10)), .color(RGBA(red: 1, green: 0, blue: 0)),
                StrokeStyle(lineWidth: 2, dash: [0.0001, 0])),
            .stroke(
                Path(CGRect(x: 2, y: 2, width: 10, height: 10)), .color(RGBA(red: 1, green: 0, blue: 0)),
                StrokeStyle(lineWidth: .infinity))
        ])
        #expect(bitmap.gdPixel(x: 10, y: 10) != nil)
    }
}
