import DarkroomCompat
import Foundation
import Testing

/// A card as recipes render one.
private struct Card: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Hello").font(.title).foregroundStyle(.primary)
            Circle().fill(Color.blue).frame(width: 40, height: 40)
        }
        .padding(12)
        .background(Color.yellow.opacity(0.8), in: RoundedRectangle(cornerRadius: 10))
    }
}

/// A hosting view whose safe area is taken out, as recipes write it.
private final class InsetHostingView<Content: View>: NSHostingView<Content> {
    override var safeAreaInsets: NSEdgeInsets { NSEdgeInsets(top: 10, left: 6, bottom: 0, right: 0) }
}

/// The other common recipe subclass: insets forced to zero.
private final class NoInsetHostingView<Content: View>: NSHostingView<Content> {
    override var safeAreaInsets: NSEdgeInsets { NSEdgeInsets() }
}

@Suite("AppKit's recipe")
struct AppKitRecipeTests {
    /// UIKit's recipe: a hosting controller's view drawn into an image renderer.
    static func uiKitImage<V: View>(_ view: V, size: CGSize) -> CGImage? {
        let controller = UIHostingController(rootView: view)
        controller.view.bounds = CGRect(origin: .zero, size: size)
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
        }.cgImage
    }

    /// AppKit's recipe: a hosting view at its fitting size, cached into a bitmap.
    static func appKitImage(_ view: NSView) throws -> CGImage {
        let rep = try #require(view.bitmapImageRepForCachingDisplay(in: view.bounds))
        view.cacheDisplay(in: view.bounds, to: rep)
        return try #require(rep.cgImage)
    }

    @Test func samePixelsAsTheUIKitRecipe() throws {
        let view = NSHostingView(rootView: Card())
        view.setFrameSize(view.fittingSize)
        #expect(view.fittingSize.width > 50 && view.fittingSize.height > 50)
        let appKit = try Self.appKitImage(view)
        let uiKit = try #require(Self.uiKitImage(Card(), size: view.frame.size))
        #expect(appKit.width == uiKit.width && appKit.height == uiKit.height)
        var differing = 0
        for y in 0..<appKit.height {
            for x in 0..<appKit.width where appKit.rgba8(x: x, y: y)! != uiKit.rgba8(x: x, y: y)! { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels differ")
        #expect(appKit.width == Int((view.frame.width * UIScreen.main.scale).rounded(.up)))
    }

    @Test func safeAreaInsetsOverriddenBySubclasses() throws {
        let size = CGSize(width: 160, height: 140)
        let plain = NSHostingView(rootView: Color.red)
        plain.frame = NSRect(origin: .zero, size: size)
        let zero = NoInsetHostingView(rootView: Color.red)
        zero.frame = NSRect(origin: .zero, size: size)
        let inset = InsetHostingView(rootView: Color.red)
        inset.frame = NSRect(origin: .zero, size: size)
        let a = try Self.appKitImage(plain), b = try Self.appKitImage(zero), c = try Self.appKitImage(inset)
        let s = Int(UIScreen.main.scale)
        #expect(a.rgba8(x: 1, y: 1)!.a == 255 && b.rgba8(x: 1, y: 1)!.a == 255)
        // The inset view leaves its top 10 and left 6 points to the safe area.
        #expect(c.rgba8(x: 3 * s, y: 20 * s)!.a == 0)
        #expect(c.rgba8(x: 20 * s, y: 5 * s)!.a == 0)
        #expect(c.rgba8(x: 7 * s, y: 11 * s)!.r == 255)
    }

    @Test func hostingControllerInABorderlessWindow() throws {
        let controller = NSHostingController(rootView: Card())
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 300, height: 200), styleMask: [.borderless],
                              backing: .buffered, defer: false)
        window.contentViewController = controller
        let view = try #require(window.contentView)
        #expect(view.frame.size == CGSize(width: 300, height: 200))
        #expect(view.convertToBacking(view.bounds).width == 300 * window.backingScaleFactor)
        let rep = try #require(view.bitmapImageRepForCachingDisplay(in: view.bounds))
        view.cacheDisplay(in: view.bounds, to: rep)
        #expect(rep.pixelsWide == Int(300 * window.backingScaleFactor))
        #expect(rep.size == CGSize(width: 300, height: 200))
        let png = try #require(rep.representation(using: .png, properties: [:]))
        #expect(UIImage(data: png)?.cgImage?.width == rep.pixelsWide)
        let jpeg = try #require(rep.representation(using: .jpeg, properties: [.compressionFactor: 0.7]))
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
        #expect(rep.representation(using: .tiff, properties: [:]) != nil)
        #expect(rep.representation(using: .jpeg2000, properties: [:]) == nil)
        // Dark appearance: the title's primary colour turns white.
        func brightest(_ image: CGImage) -> Int {
            var best = 0
            for y in stride(from: 0, to: image.height, by: 2) {
                for x in stride(from: 0, to: image.width, by: 2) {
                    let p = image.rgba8(x: x, y: y)!
                    if p.a == 255 && p.b > 200 && p.r > 200 { best = max(best, Int(p.r)) }
                }
            }
            return best
        }
        let light = try #require(rep.cgImage)
        window.appearance = NSAppearance(named: .darkAqua)
        view.cacheDisplay(in: view.bounds, to: rep)
        let dark = try #require(rep.cgImage)
        #expect(brightest(dark) == 255 && brightest(light) < 255)
    }

    @Test func pdfOfAView() throws {
        let view = NSHostingView(rootView: Card())
        view.setFrameSize(view.fittingSize)
        let pdf = view.dataWithPDF(inside: view.bounds)
        #expect(pdf.starts(with: Array("%PDF".utf8)))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-appkit-\(UUID()).pdf")
        try pdf.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let info = try PDFTool.info(url.path)
        #expect(info["Pages"] == "1")
        #expect(
            info["Page size"]?.hasPrefix("\(view.frame.width.formatted()) x \(view.frame.height.formatted()) pts")
                == true)
        #expect(try PDFTool.run("pdftotext", url.path, "-").contains("Hello"))
    }

    @Test func imagesWithRepresentationsAndFocus() throws {
        let view = NSHostingView(rootView: Color.green.frame(width: 20, height: 10))
        view.setFrameSize(view.fittingSize)
        let rep = try #require(view.bitmapImageRepForCachingDisplay(in: view.bounds))
        view.cacheDisplay(in: view.bounds, to: rep)
        let image = NSImage(size: rep.size)
        image.addRepresentation(rep)
        image.isTemplate = true
        #expect(image.representations.count == 1 && image.isTemplate)
        #expect(image.tiffRepresentation != nil)
        let drawn = try ViewRenderer().layout(Image(nsImage: image))
        #expect(drawn.frame.size == CGSize(width: 20, height: 10))
        // Drawing into an image with lockFocus, y up as in AppKit.
        let canvas = NSImage(size: NSSize(width: 10, height: 10))
        canvas.lockFocus()
        NSColor.red.setFill()
        NSRect(x: 0, y: 0, width: 10, height: 5).fill()
        canvas.unlockFocus()
        let pixels = try #require(canvas.cgImage(forProposedRect: nil, context: nil, hints: nil))
        let s = pixels.height / 10
        #expect(pixels.rgba8(x: 1, y: 9 * s)!.r == 255 && pixels.rgba8(x: 1, y: 9 * s)!.a == 255)
        #expect(pixels.rgba8(x: 1, y: 1)!.a == 0)
        // A bitmap context of a representation: AppKit's y-up coordinates.
        let bitmap = try #require(NSBitmapImageRep(
            bitmapDataPlanes: nil, pixelsWide: 8, pixelsHigh: 8, bitsPerSample: 8, samplesPerPixel: 4, hasAlpha: true,
            isPlanar: false, colorSpaceName: .deviceRGB, bytesPerRow: 0, bitsPerPixel: 0))
        NSGraphicsContext.saveGraphicsState()
        NSGraphicsContext.current = NSGraphicsContext(bitmapImageRep: bitmap)
        NSColor.blue.setFill()
        NSBezierPath(rect: NSRect(x: 0, y: 0, width: 8, height: 2)).fill()
        NSGraphicsContext.restoreGraphicsState()
        #expect(bitmap.colorAt(x: 0, y: 7)?.rgba.blue == 1)
        #expect(bitmap.colorAt(x: 0, y: 0)?.rgba.alpha == 0)
        #expect(NSGraphicsContext.current == nil)
    }
}

/// Runs a poppler-utils command and returns its output.
enum PDFTool {
    static func run(_ tool: String, _ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// `pdfinfo`'s fields, by name.
    static func info(_ path: String) throws -> [String: String] {
        var fields: [String: String] = [:]
        for line in try run("pdfinfo", path).split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }
}
