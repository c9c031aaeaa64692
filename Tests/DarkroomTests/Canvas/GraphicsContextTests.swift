@_spi(Engine) @testable import Darkroom
import Foundation
import Testing

/// GraphicsContext operations, checked by the display items they record and by pixels.
@Suite struct GraphicsContextTests {
    func canvas(_ size: CGFloat = 100, _ draw: @escaping (inout GraphicsContext, CGSize) -> Void) -> some View {
        Canvas(renderer: draw).frame(width: size, height: size)
    }
    func white(_ v: some View) -> some View { v.background(Color.white) }

    @Test func canvasTakesTheOfferAndClips() throws {
        let placed = try layout(Canvas { _, _ in }, ProposedViewSize(width: 120, height: 80))
        #expect(placed.frame.size == CGSize(width: 120, height: 80))
        #expect(try layout(Canvas { _, _ in }).frame.size == CGSize(width: 10, height: 10))
        let image = try render(white(canvas(40) { context, _ in
            context.fill(Path(CGRect(x: -20, y: -20, width: 200, height: 200)), with: .color(.red))
        }).padding(10))
        #expect(close(image.pixel(x: 30, y: 30), RGBA(hex: 0xFF3B30)))
        #expect(image.pixel(x: 5, y: 5)?.alpha == 0)   // outside the canvas: clipped
    }

    @Test func canvasReceivesItsSize() throws {
        final class Box: @unchecked Sendable { var size = CGSize.zero }
        let box = Box()
        _ = try render(Canvas { _, size in box.size = size }, ProposedViewSize(width: 64, height: 32))
        #expect(box.size == CGSize(width: 64, height: 32))
    }

    @Test func fillAndStrokeRecordOneItemEach() throws {
        let list = try ViewRenderer().displayList(canvas { context, _ in
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
            context.stroke(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.red), lineWidth: 3)
        })
        #expect(list.operationCount == 2)
    }

    @Test func transformsApplyBeforeTheCurrentTransform() throws {
        let image = try render(white(canvas { context, _ in
            context.translateBy(x: 50, y: 50)
            context.rotate(by: .degrees(90))
            context.scaleBy(x: 2, y: 2)
            // (10, 0) … (20, 5) in user space → x 40…50, y 70…90 on the canvas.
            context.fill(Path(CGRect(x: 10, y: 0, width: 10, height: 5)), with: .color(.black))
        }))
        #expect(close(image.pixel(x: 45, y: 80), RGBA(red: 0, green: 0, blue: 0)))
        #expect(close(image.pixel(x: 55, y: 80), RGBA(red: 1, green: 1, blue: 1)))
        #expect(close(image.pixel(x: 45, y: 60), RGBA(red: 1, green: 1, blue: 1)))
    }

    @Test func opacityAndBlendMode() throws {
        var image = try render(white(canvas { context, _ in
            context.opacity = 0.5
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.black))
        }))
        #expect(close(image.pixel(x: 50, y: 50), RGBA(red: 0.5, green: 0.5, blue: 0.5), tolerance: 0.01))
        image = try render(
            white(
                canvas { context, _ in
                    context.fill(
                        Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
                        with: .color(Color(red: 1, green: 0.5, blue: 0)))
                    context.blendMode = .multiply
                    context.fill(
                        Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
                        with: .color(Color(red: 0.5, green: 0.5, blue: 0.5)))
                }))
        #expect(close(image.pixel(x: 50, y: 50), RGBA(red: 0.5, green: 0.25, blue: 0), tolerance: 0.01))
    }

    @Test func clipAndInverseClip() throws {
        let image = try render(
            white(
                canvas { context, _ in
                    var inner = context
                    inner.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 100)))
                    inner.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.black))
                    context.clip(to: Path(CGRect(x: 0, y: 0, width: 100, height: 50)), options: .inverse)
                    context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.blue))
                }))
        #expect(close(image.pixel(x: 25, y: 25), RGBA(red: 0, green: 0, blue: 0))) // clipped black, outside inverse
        #expect(close(image.pixel(x: 75, y: 25), RGBA(red: 1, green: 1, blue: 1))) // neither
        #expect(close(image.pixel(x: 75, y: 75), RGBA(hex: 0x007AFF))) // inverse clip shows blue
    }

    @Test func clipToLayerMasksByAlpha() throws {
        let image = try render(white(canvas { context, _ in
            context.clipToLayer { mask in
                mask.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.black))
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.black))
        }))
        #expect(close(image.pixel(x: 50, y: 50), RGBA(red: 0, green: 0, blue: 0)))
        #expect(close(image.pixel(x: 3, y: 3), RGBA(red: 1, green: 1, blue: 1)))
    }

    @Test func gradientsAndStyles() throws {
        let image = try render(
            canvas { context, size in
                let g = Gradient(colors: [.black, .white])
                context.fill(
                    Path(CGRect(x: 0, y: 0, width: 100, height: 50)),
                    with: .linearGradient(g, startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
                context.fill(
                    Path(CGRect(x: 0, y: 50, width: 100, height: 50)),
                    with: .radialGradient(g, center: CGPoint(x: 50, y: 75), startRadius: 0, endRadius: 25))
            })
        #expect(image.pixel(x: 10, y: 25)!.red < 0.2)
        #expect(image.pixel(x: 90, y: 25)!.red > 0.8)
        #expect(image.pixel(x: 50, y: 75)!.red < 0.1)
        #expect(image.pixel(x: 95, y: 75)!.red > 0.9)
    }

    @Test func conicGradientSweeps() throws {
        let image = try render(canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
                         with: .conicGradient(Gradient(colors: [.black, .white]), center: CGPoint(x: 50, y: 50)))
        })
        // Angle 0 (right of centre) starts black; just above the start (≈ 350°) is nearly white.
        #expect(image.pixel(x: 90, y: 52)!.red < 0.15)
        #expect(image.pixel(x: 90, y: 46)!.red > 0.85)
    }

    @Test func tiledImageRepeats() throws {
        // A 2 × 1 pixel image: red, blue.
        let tile = CGImage(width: 2, height: 1, bytesPerRow: 8, premultipliedBGRA: [0, 0, 255, 255, 255, 0, 0, 255])!
        let image = try render(canvas(8) { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)),
                         with: .tiledImage(Image(decorative: tile, scale: 1).interpolation(.none)))
        })
        #expect(close(image.pixel(x: 4, y: 3), RGBA(red: 1, green: 0, blue: 0), tolerance: 0.1))
        #expect(close(image.pixel(x: 5, y: 3), RGBA(red: 0, green: 0, blue: 1), tolerance: 0.1))
    }

    @Test func imagesDrawAtAndIn() throws {
        let red = CGImage(
            width: 4, height: 4, bytesPerRow: 16,
            premultipliedBGRA: [UInt8](repeating: 0, count: 64).enumerated().map { $0.offset % 4 >= 2 ? 255 : 0 })!
        let image = try render(
            canvas { context, _ in
                let resolved = context.resolve(Image(decorative: red, scale: 1))
                #expect(resolved.size == CGSize(width: 4, height: 4))
                context.draw(resolved, at: CGPoint(x: 10, y: 10), anchor: .topLeading)
                context.draw(Image(decorative: red, scale: 1), in: CGRect(x: 50, y: 50, width: 40, height: 40))
            })
        #expect(close(image.pixel(x: 12, y: 12), RGBA(red: 1, green: 0, blue: 0)))
        #expect(image.pixel(x: 16, y: 16)?.alpha == 0)
        #expect(close(image.pixel(x: 85, y: 85), RGBA(red: 1, green: 0, blue: 0)))
    }

    @Test func textResolvesMeasuresAndDraws() throws {
        let list = try ViewRenderer().displayList(canvas(200) { context, _ in
            let text = context.resolve(Text("Hello Canvas").font(.system(size: 20)))
            let one = text.measure(in: CGSize(width: 1000, height: 1000))
            let wrapped = text.measure(in: CGSize(width: 60, height: 1000))
            #expect(one.width > 60 && one.height > 15 && one.height < 40)
            #expect(wrapped.height > one.height * 1.5)
            context.draw(text, at: CGPoint(x: 100, y: 100))
        })
        var runs: [GlyphRun] = []
        func walk(_ items: [DisplayItem]) {
            for i in items {
                if case .text(let t) = i { runs += t.runs }
                if case .group(let g) = i { walk(g.items) }
            }
        }
        walk(list.items)
        #expect(runs.map(\.text).joined() == "Hello Canvas")
    }

    @Test func filtersRecordShadowBlurAndColorMatrix() throws {
        let image = try render(white(canvas { context, _ in
            var c = context
            c.addFilter(.colorMatrix({ var m = ColorMatrix(); m.r1 = 0; m.r3 = 1; m.b1 = 1; m.b3 = 0; return m }()))
            // red → blue
            c.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(Color(red: 1, green: 0, blue: 0)))
            var s = context
            s.addFilter(.shadow(color: .black, radius: 4, x: 0, y: 10))
            s.fill(Path(CGRect(x: 60, y: 10, width: 30, height: 30)), with: .color(.white))
        }))
        #expect(close(image.pixel(x: 25, y: 25), RGBA(red: 0, green: 0, blue: 1)))
        #expect(image.pixel(x: 75, y: 45)!.red < 0.8)   // shadow below the white square
        #expect(close(image.pixel(x: 75, y: 20), RGBA(red: 1, green: 1, blue: 1)))
    }

    @Test func drawLayerCompositesAsOne() throws {
        // Two overlapping half-transparent squares in a layer with opacity 0.5:
        // the overlap is not darker than the rest, as the layer is composited once.
        let image = try render(white(canvas { context, _ in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 60)), with: .color(.black))
                layer.fill(Path(CGRect(x: 40, y: 40, width: 60, height: 60)), with: .color(.black))
            }
        }))
        let a = image.pixel(x: 20, y: 20)!.red, b = image.pixel(x: 50, y: 50)!.red
        #expect(abs(a - 0.5) < 0.02 && abs(b - 0.5) < 0.02)
    }

    @Test func withCGContextDrawsInCanvasSpace() throws {
        let image = try render(white(canvas { context, _ in
            context.translateBy(x: 50, y: 0)
            context.withCGContext { cg in
                cg.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
                cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }))
        #expect(close(image.pixel(x: 55, y: 5), RGBA(red: 0, green: 0, blue: 0)))
        #expect(close(image.pixel(x: 5, y: 5), RGBA(red: 1, green: 1, blue: 1)))
    }

    @Test func imageDrawnWithAGraphicsContext() throws {
        let drawn = Image(size: CGSize(width: 20, height: 10)) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
        }
        let placed = try layout(drawn)
        #expect(placed.frame.size == CGSize(width: 20, height: 10))
        let image = try render(drawn, scale: 2)
        #expect(image.pixel(x: 5, y: 5)?.alpha == 1)
        #expect(image.pixel(x: 30, y: 5)?.alpha == 0)
    }
}
