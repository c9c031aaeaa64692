import Darkroom
import DarkroomComparison
import Foundation
import Testing

private struct Badge: View {
    var body: some View {
        Text("Hi").font(.system(size: 20)).padding(4).background(Color.white)
    }
}

@Suite("Modern ImageRenderer API")
@MainActor struct ImageRendererAPITests {
    @Test func defaultsMatchApple() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 30, height: 20))
        #expect(renderer.scale == 1 && renderer.isOpaque == false && renderer.colorMode == .nonLinear)
        #expect(
            renderer.proposedSize == .unspecified && renderer.allowedDynamicRange == .standard
                && renderer.isObservationEnabled)
        let image = renderer.cgImage
        #expect(image?.width == 30 && image?.height == 20 && image?.bitsPerComponent == 8 && image?.bitsPerPixel == 32)
        #expect(image?.colorSpace?.name == CGColorSpace.sRGB && image?.alphaInfo == .premultipliedFirst)
    }

    @Test func scaleProposedSizeAndPlatformImages() throws {
        let renderer = ImageRenderer(content: Color.blue)
        renderer.proposedSize = ProposedViewSize(width: 40, height: 10)
        renderer.scale = 3
        let ui = try #require(renderer.uiImage)
        #expect(
            ui.size == CGSize(width: 40, height: 10) && ui.scale == 3 && ui.cgImage?.width == 120
                && ui.imageOrientation == .up)
        let ns = try #require(renderer.nsImage)
        #expect(ns.size == CGSize(width: 40, height: 10))
        #expect(ns.cgImage(forProposedRect: nil, context: nil, hints: nil)?.height == 30)
        #expect(close(ui.cgImage?.pixel(x: 60, y: 15), RGBA(hex: 0x007AFF)))
    }

    @Test func contentIsSettableAndReRenders() {
        let renderer = ImageRenderer(content: AnyView(Color.red.frame(width: 10, height: 10)))
        #expect(renderer.cgImage?.width == 10)
        renderer.content = AnyView(Text("End of Document").frame(width: 200))
        #expect(renderer.cgImage?.width == 200)
    }

    @Test func isOpaqueTurnsTransparencyBlack() {
        let view = Circle().fill(Color.red).frame(width: 20, height: 20)
        let renderer = ImageRenderer(content: view)
        #expect(renderer.cgImage?.pixel(x: 0, y: 0)?.alpha == 0)
        renderer.isOpaque = true
        let corner = renderer.cgImage?.pixel(x: 0, y: 0)
        #expect(close(corner, RGBA(red: 0, green: 0, blue: 0)))
        #expect(renderer.cgImage?.alphaInfo == .noneSkipFirst)
    }

    @Test func colorModeAndDynamicRangeDoNotChangePixels() throws {
        let view = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(
            width: 50, height: 4)
        let renderer = ImageRenderer(content: view)
        let reference = try #require(renderer.cgImage)
        for mode in [ColorRenderingMode.linear, .extendedLinear] {
            renderer.colorMode = mode
            #expect(renderer.cgImage.map { ExactMatch.matches($0, reference) } == true)
        }
        renderer.allowedDynamicRange = nil
        #expect(renderer.cgImage.map { ExactMatch.matches($0, reference) } == true)
    }

    @Test func callersEnvironmentIsHonoured() {
        let renderer = ImageRenderer(content: AnyView(Rectangle().fill(.tint).frame(width: 10, height: 10)))
        #expect(close(renderer.cgImage?.pixel(x: 5, y: 5), RGBA(hex: 0x007AFF)))
        renderer.environment.tint = .orange
        #expect(close(renderer.cgImage?.pixel(x: 5, y: 5), RGBA(hex: 0xFF9500)))
        renderer.environment.colorScheme = .dark
        renderer.content = AnyView(Rectangle().fill(Color.primary).frame(width: 10, height: 10))
        #expect(close(renderer.cgImage?.pixel(x: 5, y: 5), RGBA(red: 1, green: 1, blue: 1)))
    }

    @Test func renderIntoABitmapContextWithRasterizationScale() throws {
        let renderer = ImageRenderer(content: Color.green.frame(width: 20, height: 10))
        let ctx = try #require(
            CGContext(
                data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        var seen = CGSize.zero
        renderer.render(rasterizationScale: 2) { size, draw in
            seen = size
            ctx.translateBy(x: (40 - size.width) / 2, y: 0)   // bottom-centre
            draw(ctx)
        }
        #expect(seen == CGSize(width: 20, height: 10))
        let image = ctx.makeImage()
        #expect(close(image?.pixel(x: 20, y: 35), RGBA(hex: 0x34C759)))
        #expect(image?.pixel(x: 20, y: 5)?.alpha == 0)
        #expect(image?.pixel(x: 5, y: 35)?.alpha == 0)
    }

    @Test func badInputGivesNilAndATypedErrorNeverACrash() {
        let renderer = ImageRenderer(content: AnyView(Badge()))
        for s in [0, -1, CGFloat.nan, .infinity] {
            renderer.scale = s
            #expect(renderer.cgImage == nil && renderer.uiImage == nil && renderer.nsImage == nil)
            #expect(renderer.lastError == .invalidScale(s) || s.isNaN)
            var called = CGSize(width: -1, height: -1)
            renderer.render { size, _ in called = size }
            #expect(called == .zero)
        }
        renderer.scale = 1
        renderer.proposedSize = ProposedViewSize(width: -5, height: nil)
        #expect(renderer.cgImage == nil)
        renderer.proposedSize = ProposedViewSize(width: .nan, height: 10)
        #expect(renderer.cgImage == nil)
        renderer.proposedSize = .unspecified
        renderer.content = AnyView(Color.red.frame(width: 0, height: 10))
        #expect(renderer.cgImage == nil)
        if case .invalidSize = renderer.lastError {
        } else {
            Issue.record("expected invalidSize, got \(String(describing: renderer.lastError))")
        }
        renderer.content = AnyView(Color.red.frame(width: 1_000_000, height: 1_000_000))
        #expect(renderer.cgImage == nil)
        if case .tooLarge = renderer.lastError {} else { Issue.record("expected tooLarge") }
        renderer.content = AnyView(Color.red.frame(width: 100, height: 100))
        renderer.maxPixelCount = 9_999
        #expect(renderer.cgImage == nil && renderer.lastError == .tooLarge(width: 100, height: 100, maxPixels: 9_999))
        renderer.maxPixelCount = 10_000
        #expect(renderer.cgImage?.width == 100)
        renderer.content = AnyView(Color.red.frame(width: .infinity, height: 10))
        #expect(renderer.cgImage == nil)
        renderer.content = AnyView(Badge())
        #expect(renderer.cgImage != nil && renderer.lastError == nil)
    }
}
