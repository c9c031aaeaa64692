import Darkroom
import Foundation
import Testing

/// A premultiplied-RGBA bitmap context with its own memory.
private func rgbaContext(_ w: Int, _ h: Int) -> CGContext {
    CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}

private func rgba(_ image: CGImage?, _ x: Int, _ y: Int) -> RGBA? { image?.pixel(x: x, y: y) }
private let red = RGBA(red: 1, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1),
    clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

@Suite("Modern CGContext drawing")
struct CGContextDrawingTests {
    @Test func bitmapOriginIsBottomLeftAndCallerMemoryIsWritten() throws {
        let (w, h) = (40, 20)
        var buffer = [UInt8](repeating: 0, count: w * h * 4)
        buffer.withUnsafeMutableBytes { raw in
            let ctx = CGContext(
                data: raw.baseAddress, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            #expect(
                ctx.width == w && ctx.height == h && ctx.bytesPerRow == w * 4 && ctx.bitsPerPixel == 32
                    && ctx.alphaInfo == .premultipliedLast)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))   // bottom-left quarter
            let image = ctx.makeImage()
            #expect(image?.width == w && image?.height == h)
            #expect(close(rgba(image, 5, 15), red))
            #expect(close(rgba(image, 5, 5), clear))
            #expect(close(rgba(image, 30, 15), clear))
        }
        // Memory rows run top to bottom; RGBA byte order.
        let i = (15 * w + 5) * 4
        #expect(Array(buffer[i..<i + 4]) == [255, 0, 0, 255])
        #expect(Array(buffer[(5 * w + 5) * 4..<(5 * w + 5) * 4 + 4]) == [0, 0, 0, 0])
    }

    @Test func nativeLayoutDrawsInPlaceAndStartsFromExistingPixels() throws {
        let (w, h) = (8, 8)
        // Start with opaque blue in BGRA (little-endian premultipliedFirst).
        var buffer = [UInt8](repeating: 0, count: w * h * 4)
        for i in stride(from: 0, to: buffer.count, by: 4) { buffer[i] = 255; buffer[i + 3] = 255 }
        let info = CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue
        buffer.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
            ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 0.5))
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 8))
            #expect(close(rgba(ctx.makeImage(), 6, 2), blue))
            #expect(close(rgba(ctx.makeImage(), 1, 2), RGBA(red: 0, green: 0.5, blue: 0.5), tolerance: 0.03))
        }
        #expect(buffer[0] >= 126 && buffer[0] <= 129 && buffer[1] >= 126 && buffer[1] <= 129 && buffer[3] == 255)
    }

    @Test func everyRGBLayoutPutsBytesWhereCoreGraphicsDoes() throws {
        let little = CGBitmapInfo.byteOrder32Little.rawValue, big = CGBitmapInfo.byteOrder32Big.rawValue
        // (bitmapInfo, expected bytes of opaque orange r=255 g=128 b=0)
        let cases: [(UInt32, [UInt8])] = [
            (CGImageAlphaInfo.premultipliedLast.rawValue, [255, 128, 0, 255]),
            (CGImageAlphaInfo.premultipliedFirst.rawValue, [255, 255, 128, 0]),
            (CGImageAlphaInfo.noneSkipLast.rawValue, [255, 128, 0, 255]),
            (CGImageAlphaInfo.noneSkipFirst.rawValue, [255, 255, 128, 0]),
            (big | CGImageAlphaInfo.premultipliedLast.rawValue, [255, 128, 0, 255]),
            (little | CGImageAlphaInfo.premultipliedFirst.rawValue, [0, 128, 255, 255]),
            (little | CGImageAlphaInfo.premultipliedLast.rawValue, [255, 0, 128, 255]),
            (little | CGImageAlphaInfo.noneSkipFirst.rawValue, [0, 128, 255, 255]),
        ]
        for (info, expected) in cases {
            var buffer = [UInt8](repeating: 0, count: 4 * 4 * 4)
            let image: CGImage? = buffer.withUnsafeMutableBytes { raw in
                guard
                    let ctx = CGContext(
                        data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
                else { return nil }
                ctx.setFillColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1)
                ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
                return ctx.makeImage()
            }
            #expect(Array(buffer[0..<4]) == expected, "bitmapInfo \(info)")
            #expect(
                image?.rgba8(x: 0, y: 0).map { [$0.r, $0.g, $0.b, $0.a] } == [255, 128, 0, 255], "bitmapInfo \(info)")
        }
    }

    @Test func grayContextStoresLuma() throws {
        var buffer = [UInt8](repeating: 255, count: 10 * 10)
        buffer.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 10,
                                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
            ctx.setFillColor(gray: 0.2, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 5, width: 10, height: 5))   // top half
            let image = ctx.makeImage()
            #expect(image?.colorSpace?.model == .monochrome)
            #expect(close(rgba(image, 3, 2), RGBA(red: 0.2, green: 0.2, blue: 0.2)))
        }
        #expect(buffer[2 * 10 + 3] == 51 && buffer[8 * 10 + 3] == 255)
    }

    @Test func unsupportedLayoutsAndSizesGiveNil() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 20, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: 1_000_000, height: 1_000_000, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 1 << 40, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: Int.max, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: -5, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test func strokeWidthScalesWithTheTransformAtStrokeTime() {
        let ctx = rgbaContext(100, 100)
        ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.move(to: CGPoint(x: 0, y: 50))
        ctx.addLine(to: CGPoint(x: 100, y: 50))
        ctx.scaleBy(x: 4, y: 4)      // after the path: moves nothing, widens the pen
        ctx.setLineWidth(5)
        ctx.strokePath()
        #expect(ctx.isPathEmpty)
        let image = ctx.makeImage()
        // Line at device row 50, 20 px thick: rows 40..<60.
        #expect(close(rgba(image, 50, 41), blue) && close(rgba(image, 50, 58), blue))
        #expect(close(rgba(image, 50, 38), clear) && close(rgba(image, 50, 61), clear))
    }

    @Test func arcsEllipsesCurvesAndEvenOdd() {
        let ctx = rgbaContext(100, 100)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi * 2, clockwise: false)
        ctx.addEllipse(in: CGRect(x: 30, y: 30, width: 40, height: 40))
        ctx.fillPath(using: .evenOdd)
        let image = ctx.makeImage()
        #expect(close(rgba(image, 50, 50), clear))           // hole
        #expect(close(rgba(image, 50, 15), red))             // ring
        #expect(close(rgba(image, 3, 3), clear))             // outside

        // A half disc: arc from 0 to π counter-clockwise on a y-up page is the top half.
        let half = rgbaContext(100, 100)
        half.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        half.move(to: CGPoint(x: 50, y: 50))
        half.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: false)
        half.closePath()
        half.fillPath()
        #expect(close(rgba(half.makeImage(), 50, 30), red) && close(rgba(half.makeImage(), 50, 70), clear))

        let curves = rgbaContext(100, 100)
        curves.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        curves.move(to: CGPoint(x: 0, y: 0))
        curves.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 200))
        curves.addCurve(to: CGPoint(x: 0, y: 0), control1: CGPoint(x: 60, y: 10), control2: CGPoint(x: 40, y: 10))
        curves.fillPath()
        #expect(close(rgba(curves.makeImage(), 50, 40), blue) && close(rgba(curves.makeImage(), 50, 97), clear))
    }

    @Test func clippingAndGraphicsStateStack() {
        let ctx = rgbaContext(100, 100)
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 50, height: 100))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 10))   // black again, unclipped
        let image = ctx.makeImage()
        #expect(close(rgba(image, 25, 50), red) && close(rgba(image, 75, 50), clear))
        #expect(close(rgba(image, 75, 95), RGBA(red: 0, green: 0, blue: 0)))

        let path = rgbaContext(100, 100)
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.clip()
        path.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        path.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(close(rgba(path.makeImage(), 50, 50), blue) && close(rgba(path.makeImage(), 2, 2), clear))
    }

    @Test func transformsAndCTM() {
        let ctx = rgbaContext(100, 100)
        ctx.translateBy(x: 50, y: 50)
        ctx.rotate(by: .pi / 2)
        ctx.concatenate(CGAffineTransform(scaleX: 2, y: 1))
        // User (0,0)-(20,10) → scaled 40×10 → rotated 90° → x in −10…0, y in 0…40, around (50,50).
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        let m = ctx.ctm
        #expect(abs(m.tx - 50) < 1e-9 && abs(m.ty - 50) < 1e-9 && abs(m.b - 2) < 1e-9 && abs(m.c + 1) < 1e-9)
        let image = ctx.makeImage()
        // CG (45, 70) → image row 30.
        #expect(
            close(rgba(image, 45, 30), red) && close(rgba(image, 55, 30), clear) && close(rgba(image, 45, 70), clear))
    }

    @Test func imagesDrawUpright() throws {
        // A 2×2 source: top row red, bottom row blue (image rows run top down).
        let src = rgbaContext(2, 2)
        src.setFillColor(red: 1, green: 0, blue: 0, alpha: 1); src.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        src.setFillColor(red: 0, green: 0, blue: 1, alpha: 1); src.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let image = try #require(src.makeImage())
        #expect(close(image.pixel(x: 0, y: 0), red))
        let ctx = rgbaContext(40, 40)
        ctx.interpolationQuality = .none
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: 40, height: 40))
        let out = ctx.makeImage()
        #expect(close(rgba(out, 20, 5), red) && close(rgba(out, 20, 35), blue))
    }

    @Test func alphaBlendModeClearAndShadow() {
        let ctx = rgbaContext(60, 60)
        ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
        ctx.setBlendMode(.multiply)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 60))
        ctx.setBlendMode(.normal)
        ctx.setAlpha(0.5)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 30, y: 0, width: 30, height: 30))
        ctx.setAlpha(1)
        ctx.clear(CGRect(x: 0, y: 50, width: 10, height: 10))
        let image = ctx.makeImage()
        #expect(close(rgba(image, 15, 30), red))
        #expect(close(rgba(image, 45, 45), RGBA(red: 0.5, green: 0.5, blue: 1), tolerance: 0.03))
        #expect(close(rgba(image, 5, 5), clear))

        let shadow = rgbaContext(100, 100)
        shadow.setShadow(offset: CGSize(width: 0, height: -20), blur: 2, color: CGColor(gray: 0, alpha: 1))
        shadow.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        shadow.fill(CGRect(x: 30, y: 40, width: 40, height: 20))
        let s = shadow.makeImage()
        // Shape spans image rows 40..<60; the shadow, 20 down, rows 60..<80.
        #expect(close(rgba(s, 50, 50), red))
        #expect((rgba(s, 50, 72)?.alpha ?? 0) > 0.9 && (rgba(s, 50, 72)?.red ?? 1) < 0.1)
        #expect(close(rgba(s, 50, 90), clear))
    }

    @Test func dashesCapsAndJoins() {
        let ctx = rgbaContext(100, 20)
        ctx.setStrokeColor(gray: 0, alpha: 1)
        ctx.setLineWidth(4)
        ctx.setLineCap(.butt)
        ctx.setLineJoin(.round)
        ctx.setMiterLimit(4)
        ctx.setLineDash(phase: 0, lengths: [10, 10])
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 10)])
        let image = ctx.makeImage()
        #expect((rgba(image, 5, 10)?.alpha ?? 0) > 0.9)
        #expect((rgba(image, 15, 10)?.alpha ?? 1) < 0.1)
        #expect((rgba(image, 25, 10)?.alpha ?? 0) > 0.9)
        ctx.setLineDash(phase: 0, lengths: [])
        ctx.stroke(CGRect(x: 2, y: 2, width: 96, height: 16))
        #expect((rgba(ctx.makeImage(), 50, 2)?.alpha ?? 0) > 0.9)
    }

    @Test func antialiasingCanBeTurnedOff() throws {
        func alphas(_ antialias: Bool) throws -> Set<UInt8> {
            let ctx = rgbaContext(40, 40)
            ctx.setShouldAntialias(antialias)
            ctx.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
            ctx.fillEllipse(in: CGRect(x: 3, y: 3, width: 33, height: 33))
            let image = try #require(ctx.makeImage())
            return Set(stride(from: 3, to: image.data.count, by: 4).map { image.data[$0] })
        }
        #expect(try alphas(false) == [0, 255])
        #expect(try alphas(true).count > 2)
    }

    @Test func linearAndRadialGradients() throws {
        let colors =
            [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray
        let gradient = try #require(
            CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]))
        let ctx = rgbaContext(100, 20)
        ctx.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [])
        var image = try #require(ctx.makeImage())
        #expect(image.pixel(x: 10, y: 10)?.alpha == 0 && image.pixel(x: 90, y: 10)?.alpha == 0)   // no extension
        #expect(close(image.pixel(x: 21, y: 10), RGBA(red: 1, green: 0, blue: 0), tolerance: 0.05))
        #expect(close(image.pixel(x: 50, y: 10), RGBA(red: 0.5, green: 0, blue: 0.5), tolerance: 0.05))
        let extended = rgbaContext(100, 20)
        extended.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0),
                                    options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        image = try #require(extended.makeImage())
        #expect(
            close(image.pixel(x: 5, y: 10), RGBA(red: 1, green: 0, blue: 0))
                && close(image.pixel(x: 95, y: 10), RGBA(red: 0, green: 0, blue: 1)))

        var components: [CGFloat] = [1, 1, 1, 1, 0, 0, 0, 1]
        let gray = try #require(
            CGGradient(
                colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: &components, locations: nil, count: 2))
        let radial = rgbaContext(100, 100)
        radial.drawRadialGradient(
            gray, startCenter: CGPoint(x: 50, y: 50), startRadius: 0, endCenter: CGPoint(x: 50, y: 50),
            endRadius: 40, options: [])
        image = try #require(radial.makeImage())
        #expect(close(image.pixel(x: 50, y: 50), RGBA(red: 1, green: 1, blue: 1), tolerance: 0.05))
        #expect(close(image.pixel(x: 70, y: 50), RGBA(red: 0.5, green: 0.5, blue: 0.5), tolerance: 0.05))
        #expect(image.pixel(x: 5, y: 5)?.alpha == 0)
        // Clipped: only the clip region is painted.
        let clipped = rgbaContext(100, 20)
        clipped.clip(to: CGRect(x: 0, y: 0, width: 50, height: 20))
        clipped.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        image = try #require(clipped.makeImage())
        #expect((image.pixel(x: 25, y: 10)?.alpha ?? 0) > 0.99 && image.pixel(x: 75, y: 10)?.alpha == 0)
    }

    @Test func nonFiniteInputIsDroppedAndDoesNotPoisonTheContext() throws {
        let ctx = rgbaContext(20, 20)
        let nan = CGFloat.nan, inf = CGFloat.infinity
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.move(to: CGPoint(x: nan, y: 0)); ctx.addLine(to: CGPoint(x: 10, y: inf)); ctx.fillPath()
        ctx.fill(CGRect(x: nan, y: 0, width: 10, height: 10))
        ctx.setLineWidth(nan); ctx.setLineDash(phase: nan, lengths: [nan, -1])
        ctx.stroke(CGRect(x: 0, y: 0, width: inf, height: 3))
        ctx.translateBy(x: nan, y: 0); ctx.scaleBy(x: inf, y: 1); ctx.rotate(by: nan)
        ctx.setAlpha(nan); ctx.setShadow(offset: CGSize(width: nan, height: 0), blur: inf, color: nil)
        ctx.addArc(center: .zero, radius: nan, startAngle: 0, endAngle: 1, clockwise: false)
        ctx.draw(try #require(ctx.makeImage()), in: CGRect(x: 0, y: 0, width: nan, height: 5))
        ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: inf, height: inf))
        ctx.saveGState()
        ctx.clip(to: CGRect(x: nan, y: nan, width: 5, height: 5))
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))      // clipped away entirely
        ctx.restoreGState()
        #expect(try #require(ctx.makeImage()).data.allSatisfy { $0 == 0 })
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))      // still draws
        #expect(close(ctx.makeImage()?.pixel(x: 10, y: 10), RGBA(red: 1, green: 0, blue: 0)))
        #expect(ctx.makeImage()?.cropping(to: CGRect(x: nan, y: 0, width: 5, height: 5)) == nil)
        #expect(ctx.makeImage()?.cropping(to: CGRect(x: 0, y: 0, width: inf, height: 5))?.width == 20)
    }

    @Test func pathQueriesAndCGPath() {
        let ctx = rgbaContext(50, 50)
        ctx.translateBy(x: 10, y: 0)
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        p.addArc(center: CGPoint(x: 30, y: 30), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
        ctx.addPath(p)
        #expect(!ctx.isPathEmpty)
        #expect(abs(ctx.boundingBoxOfPath.minX) < 1e-9 && abs(ctx.boundingBoxOfPath.maxY - 35) < 0.01)
        ctx.beginPath()
        #expect(ctx.isPathEmpty)
        ctx.move(to: CGPoint(x: 10, y: 10))
        ctx.addArc(tangent1End: CGPoint(x: 30, y: 10), tangent2End: CGPoint(x: 30, y: 30), radius: 5)
        #expect(abs(ctx.currentPointOfPath.x - 30) < 1e-6 && abs(ctx.currentPointOfPath.y - 15) < 1e-6)
    }

    @Test func colorsAndColorSpaces() throws {
        let c = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(c.components == [0.2, 0.4, 0.6, 0.8] && c.alpha == 0.8 && c.numberOfComponents == 4)
        #expect(c.colorSpace?.model == .rgb && c.colorSpace?.name == CGColorSpace.sRGB)
        let g = CGColor(gray: 0.5, alpha: 1)
        #expect(g.numberOfComponents == 2 && g.colorSpace?.model == .monochrome)
        #expect(c.copy(alpha: 0.1)?.components == [0.2, 0.4, 0.6, 0.1])
        #expect(CGColorSpace(name: CGColorSpace.linearGray)?.numberOfComponents == 1)
        #expect(CGColorSpace(name: "nonsense") == nil)
        #expect(CGColorSpaceCreateDeviceRGB().model == .rgb && CGColorSpaceCreateDeviceGray().model == .monochrome)
        let color = Color(cgColor: c)
        let back = try #require(color.cgColor)
        #expect(back.components.map { $0.map { ($0 * 1000).rounded() } } == [200, 400, 600, 800])
        #expect(Color.red.cgColor?.components?[0] == 1)
        let info = CGBitmapInfo(
            rawValue: CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue)
        #expect(info.alphaInfo == .premultipliedFirst && info.contains(.byteOrder32Little))
    }
}
