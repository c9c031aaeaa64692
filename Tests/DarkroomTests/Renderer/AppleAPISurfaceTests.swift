import Darkroom
import Foundation
import Testing

// One program touching every member of the modern rendering API (ImageRenderer, Core
// Graphics' PDF drawing, UIImage and NSImage), written as Apple-platform code would be,
// with its results checked.

private struct Trophy: View {
    let name: String
    var body: some View {
        VStack {
            Circle().fill(Color.yellow).frame(width: 60, height: 60).shadow(color: .mint, radius: 5)
            Text(name).font(.largeTitle)
            Text("21 November 2026")
        }
        .multilineTextAlignment(.center)
        .frame(width: 200, height: 160)
    }
}

@Suite("Modern Apple API surface")
@MainActor struct AppleAPISurfaceTests {
    @Test func imageRendererMembers() throws {
        let renderer = ImageRenderer(content: Trophy(name: "Mike"))          // init(content:)
        #expect(renderer.proposedSize == .unspecified)
        renderer.scale = 2
        renderer.isOpaque = false
        renderer.colorMode = .nonLinear
        renderer.allowedDynamicRange = .standard
        renderer.isObservationEnabled = true
        var events = 0
        let c = renderer.objectWillChange.sink { events += 1 }
        let cg = try #require(renderer.cgImage)
        #expect(
            cg.width == 400 && cg.height == 320 && cg.bitsPerComponent == 8 && cg.bitsPerPixel == 32
                && cg.bytesPerRow == 1600)
        #expect(cg.pixel(x: 200, y: 60)!.red > 0.9 && cg.pixel(x: 2, y: 2)!.alpha == 0) // yellow disc, clear corner
        let crop = try #require(cg.cropping(to: CGRect(x: 170, y: 30, width: 60, height: 60)))
        #expect(crop.width == 60 && crop.height == 60 && close(crop.pixel(x: 30, y: 30), cg.pixel(x: 200, y: 60)!))
        #expect(
            renderer.uiImage?.size == CGSize(width: 200, height: 160)
                && renderer.nsImage?.size == CGSize(width: 200, height: 160))
        renderer.content = Trophy(name: "Anna")
        #expect(events == 1)
        renderer.proposedSize = ProposedViewSize(width: 300, height: 200)
        #expect(events == 1)
        var sizes: [CGSize] = []
        renderer.render(rasterizationScale: 2) { size, _ in sizes.append(size) }
        #expect(sizes == [CGSize(width: 200, height: 160)])
        _ = c
    }

    @Test func coreGraphicsMembersDrawAPDFReport() throws {
        let url = try temporaryFolder().appendingPathComponent("surface.pdf")
        var mediaBox = CGRect(x: 0, y: 0, width: 400, height: 300)
        let consumer = try #require(CGDataConsumer(url: url as CFURL))
        let pdf = try #require(CGContext(consumer: consumer, mediaBox: &mediaBox, nil))
        let sRGB = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        _ = (CGColorSpaceCreateDeviceRGB(), CGColorSpaceCreateDeviceGray())
        let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(orange.components == [1, 0.5, 0, 1] && CGColor(gray: 0.5, alpha: 1).components == [0.5, 1])

        pdf.beginPDFPage([kCGPDFContextMediaBox: mediaBox] as CFDictionary)
        pdf.saveGState()
        pdf.setFillColor(orange)
        pdf.setStrokeColor(CGColor(gray: 0, alpha: 1))
        pdf.setLineWidth(4); pdf.setLineCap(.round); pdf.setLineJoin(.bevel); pdf.setLineDash(phase: 0, lengths: [6, 3])
        pdf.move(to: CGPoint(x: 20, y: 20)); pdf.addLine(to: CGPoint(x: 120, y: 20))
        pdf.addCurve(to: CGPoint(x: 120, y: 120), control1: CGPoint(x: 160, y: 40), control2: CGPoint(x: 160, y: 100))
        pdf.closePath()
        pdf.strokePath()
        pdf.setLineDash(phase: 0, lengths: [])
        pdf.addRect(CGRect(x: 200, y: 20, width: 80, height: 60))            // bottom-left region: orange
        pdf.fillPath()
        pdf.stroke(CGRect(x: 300, y: 20, width: 60, height: 60))
        pdf.addEllipse(in: CGRect(x: 200, y: 200, width: 80, height: 80))
        pdf.clip()
        pdf.fill(CGRect(x: 0, y: 0, width: 400, height: 300))               // clipped to the ellipse
        pdf.restoreGState()
        pdf.saveGState()
        pdf.translateBy(x: 60, y: 220); pdf.rotate(by: .pi / 4); pdf.scaleBy(x: 1, y: 1)
        pdf.concatenate(.identity)
        pdf.setAlpha(0.5); pdf.setBlendMode(.multiply)
        pdf.setShadow(offset: CGSize(width: 3, height: -3), blur: 4, color: CGColor(gray: 0, alpha: 0.5))
        let p = CGMutablePath(); p.addArc(center: .zero, radius: 20, startAngle: 0, endAngle: .pi * 2, clockwise: false)
        pdf.addPath(p)
        pdf.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        pdf.fillPath(using: .winding)
        pdf.restoreGState()
        // An image, upright.
        let bitmap = try #require(
            CGContext(
                data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: sRGB,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        bitmap.setFillColor(red: 1, green: 0, blue: 0, alpha: 1); bitmap.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        bitmap.setFillColor(red: 0, green: 1, blue: 0, alpha: 1); bitmap.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        pdf.interpolationQuality = .none
        pdf.draw(try #require(bitmap.makeImage()), in: CGRect(x: 300, y: 200, width: 80, height: 80))
        pdf.endPDFPage()
        pdf.beginPage(mediaBox: nil)
        ImageRenderer(content: Trophy(name: "Page Two")).render { size, draw in
            pdf.translateBy(x: (400 - size.width) / 2, y: (300 - size.height) / 2)
            draw(pdf)
        }
        pdf.endPage()
        pdf.closePDF()

        #expect(try run("pdftotext", [url.path, "-"]).contains("Page Two"))
        let prefix = url.deletingLastPathComponent().appendingPathComponent("s").path
        _ = try run("pdftoppm", ["-png", "-r", "72", "-f", "1", "-l", "1", url.path, prefix])
        let page = try #require(UIImage(contentsOfFile: prefix + "-1.png")?.cgImage)
        func at(_ x: Int, _ yUp: Int) -> RGBA? { page.pixel(x: x, y: 300 - yUp) }
        #expect(close(at(240, 50), RGBA(red: 1, green: 0.5, blue: 0), tolerance: 0.05)) // filled rect
        #expect(close(at(240, 240), RGBA(red: 1, green: 0.5, blue: 0), tolerance: 0.05)) // clipped fill inside ellipse
        #expect(close(at(203, 203), RGBA(red: 1, green: 1, blue: 1), tolerance: 0.05)) // outside ellipse corner
        #expect(close(at(340, 270), RGBA(red: 1, green: 0, blue: 0), tolerance: 0.05)) // image top row red
        #expect(close(at(340, 210), RGBA(red: 0, green: 1, blue: 0), tolerance: 0.05)) // image bottom row green
        #expect(close(at(300, 50), RGBA(red: 0, green: 0, blue: 0), tolerance: 0.1)) // stroked rect edge
        let blue = try #require(at(60, 220)) // half-alpha multiplied blue
        #expect(blue.blue > 0.9 && blue.red > 0.3 && blue.red < 0.7)
    }

    @Test func platformImageMembers() throws {
        let cg = try #require(ImageRenderer(content: Color.red.frame(width: 4, height: 2)).cgImage)
        let ui = UIImage(cgImage: cg, scale: 2, orientation: .up)
        #expect(ui.size == CGSize(width: 2, height: 1) && ui.scale == 2 && ui.cgImage === cg)
        let png = try #require(ui.pngData()), jpeg = try #require(ui.jpegData(compressionQuality: 0.8))
        #expect(UIImage(data: png)?.cgImage?.width == 4 && UIImage(data: jpeg)?.cgImage?.width == 4)
        let file = try temporaryFolder().appendingPathComponent("r.png"); try png.write(to: file)
        #expect(UIImage(contentsOfFile: file.path)?.size == CGSize(width: 4, height: 2))
        let ns = NSImage(cgImage: cg, size: CGSize(width: 4, height: 2))
        #expect(
            ns.size == CGSize(width: 4, height: 2) && ns.cgImage(forProposedRect: nil, context: nil, hints: nil) === cg)
        #expect(NSImage(data: try #require(ns.tiffRepresentation))?.size == CGSize(width: 4, height: 2))
        let row = HStack(spacing: 0) {
            Image(uiImage: ui)
            Image(nsImage: ns)
            Image(decorative: cg, scale: 1, orientation: .left)
            Image(size: CGSize(width: 3, height: 3)) { context in
                context.fill(Path(CGRect(x: 0, y: 0, width: 3, height: 3)), with: .color(.blue))
            }
        }
        let placed = try ViewRenderer().layout(row)
        #expect(placed.frame.size == CGSize(width: 2 + 4 + 2 + 3, height: 4))
    }
}
