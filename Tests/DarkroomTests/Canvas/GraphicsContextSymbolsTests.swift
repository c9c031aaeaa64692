@testable import Darkroom
import Foundation
import Testing

/// Canvas symbols, the shader fallbacks and the filters and blend modes SwiftUI declares on `GraphicsContext`.
@Suite struct GraphicsContextSymbolsTests {
    func white(_ v: some View) -> some View { v.background(Color.white) }

    @Test func aTaggedSymbolIsDrawnWhereAsked() throws {
        let image = try render(white(Canvas { context, _ in
            if let symbol = context.resolveSymbol(id: 1) {
                #expect(symbol.size == CGSize(width: 20, height: 20))
                context.draw(symbol, at: CGPoint(x: 50, y: 50))
            }
            // No symbol has this tag: nothing to draw.
            #expect(context.resolveSymbol(id: 2) == nil)
        } symbols: {
            Color.black.frame(width: 20, height: 20).tag(1)
        }.frame(width: 100, height: 100)))
        #expect(close(image.pixel(x: 50, y: 50), RGBA(red: 0, green: 0, blue: 0)))
        #expect(close(image.pixel(x: 42, y: 58), RGBA(red: 0, green: 0, blue: 0)))
        #expect(close(image.pixel(x: 35, y: 35), RGBA(red: 1, green: 1, blue: 1)))
    }

    @Test func blendModesCarryCoreGraphicsRawValues() {
        #expect(GraphicsContext.BlendMode.normal.rawValue == CGBlendMode.normal.rawValue)
        #expect(GraphicsContext.BlendMode.multiply.rawValue == CGBlendMode.multiply.rawValue)
        #expect(GraphicsContext.BlendMode(rawValue: CGBlendMode.xor.rawValue) == .xor)
        #expect(GraphicsContext.BlendMode.screen.mode == .screen)
        // Porter-Duff modes the display list does not carry draw as normal.
        #expect(GraphicsContext.BlendMode.clear.mode == .normal)
    }

    @Test func shaderFiltersLeaveTheDrawingAndAlphaThresholdRecolours() throws {
        let shader = ShaderLibrary.ripple(.float(2))
        let image = try render(white(Canvas { context, _ in
            context.addFilter(.colorShader(shader))
            context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 100)), with: .color(.black))
            var threshold = context
            threshold.addFilter(.alphaThreshold(min: 0.5, color: .blue))
            threshold.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 50)), with: .color(.red.opacity(0.8)))
            threshold.fill(Path(CGRect(x: 50, y: 50, width: 50, height: 50)), with: .color(.red.opacity(0.2)))
        }.frame(width: 100, height: 100)))
        #expect(close(image.pixel(x: 25, y: 50), RGBA(red: 0, green: 0, blue: 0)))
        #expect(close(image.pixel(x: 75, y: 25), Color.blue.resolve(in: EnvironmentValues())))
        #expect(close(image.pixel(x: 75, y: 75), RGBA(red: 1, green: 1, blue: 1)))
    }

    @Test func projectionTransformFiltersMoveTheDrawing() throws {
        let image = try render(white(Canvas { context, _ in
            context.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(translationX: 50, y: 0))))
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
        }.frame(width: 100, height: 100)))
        #expect(close(image.pixel(x: 60, y: 10), RGBA(red: 0, green: 0, blue: 0)))
        #expect(close(image.pixel(x: 10, y: 10), RGBA(red: 1, green: 1, blue: 1)))
    }

    @Test func paletteAndBackdropShadings() throws {
        let image = try render(white(Canvas { context, _ in
            let left = Path(CGRect(x: 0, y: 0, width: 50, height: 100))
            context.fill(left, with: .palette([.color(.black), .color(.red)]))
            context.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 100)), with: .backdrop)
        }.frame(width: 100, height: 100)))
        #expect(close(image.pixel(x: 25, y: 50), RGBA(red: 0, green: 0, blue: 0)))
        #expect(close(image.pixel(x: 75, y: 50), RGBA(red: 1, green: 1, blue: 1)))
    }
}
