import Testing
@testable import DarkroomMigration

/// `migrate` on AppKit's recipe: `NSHostingView` + a size + `bitmapImageRepForCachingDisplay`/`cacheDisplay` →
/// `ImageRenderer` at the main screen's backing scale, and the skips with the line that blocks them.
@Suite struct AppKitMigratorTests {
    func migrate(_ body: String, signature: String = "func snapshot() -> NSImage?", extra: String = "")
        -> FileResult {
        Migrator().migrate("extension View {\n    \(signature) {\n\(body)\n    }\n}\n\(extra)", path: "F.swift")
    }

    @Test func fittingSizeAndAnImageBecomeNSImageAtBackingScale() {
        let result = migrate("""
                    let view = NSHostingView(rootView: self)
                    let size = view.fittingSize
                    view.frame = CGRect(origin: .zero, size: size)
                    let rep = view.bitmapImageRepForCachingDisplay(in: view.bounds)!
                    view.cacheDisplay(in: view.bounds, to: rep)
                    let image = NSImage(size: size)
                    image.addRepresentation(rep)
                    return image
            """, signature: "func asImage() -> NSImage")
        #expect(result.rewritten == """
            extension View {
                @MainActor func asImage() -> NSImage {
                    let renderer = ImageRenderer(content: self)
                    renderer.scale = NSScreen.main?.backingScaleFactor ?? 1
                    return renderer.nsImage ?? NSImage()
                }
            }

            """)
        #expect(result.sites.map(\.recipe) == ["AppKit"])
        #expect(result.sites.first?.outcome == .rewritten)
    }

    @Test func explicitSizeFramesTheContentAndReturnsABitmap() {
        let result = migrate("""
                    let hosting = NSHostingView(rootView: self)
                    hosting.setFrameSize(size)
                    hosting.setBoundsSize(size)
                    hosting.layout()
                    hosting.layerContentsRedrawPolicy = .onSetNeedsDisplay
                    if let rep = hosting.bitmapImageRepForCachingDisplay(in: hosting.bounds) {
                        hosting.cacheDisplay(in: hosting.bounds, to: rep)
                        return rep
                    }
                    return nil
            """, signature: "func bitmap(size: CGSize) -> NSBitmapImageRep?")
        #expect(result.rewritten.contains("""
                    let renderer = ImageRenderer(content: self.frame(width: size.width, height: size.height))
                    renderer.proposedSize = ProposedViewSize(size)
                    renderer.scale = NSScreen.main?.backingScaleFactor ?? 1
                    guard let cgImage = renderer.cgImage else { return nil }
                    let bitmap = NSBitmapImageRep(cgImage: cgImage)
            """))
        #expect(result.sites.first?.outcome == .rewritten)
    }

    @Test func borderlessWindowOfAControllerAtItsIdealSize() {
        let result = migrate("""
                    let controller = NSHostingController(rootView: self)
                    let targetSize = controller.view.intrinsicContentSize
                    let contentRect = NSRect(origin: .zero, size: targetSize)
                    let window = NSWindow(
                        contentRect: contentRect,
                        styleMask: [.borderless],
                        backing: .buffered,
                        defer: false
                    )
                    window.contentView = controller.view
                    guard
                        let bitmapRep = controller.view.bitmapImageRepForCachingDisplay(in: contentRect)
                    else { return nil }
                    controller.view.cacheDisplay(in: contentRect, to: bitmapRep)
                    controller.view.layer?.shouldRasterize = true
                    let image = NSImage(size: bitmapRep.size)
                    image.addRepresentation(bitmapRep)
                    return image
            """)
        #expect(result.rewritten.contains("""
                    let renderer = ImageRenderer(content: self)
                    renderer.scale = NSScreen.main?.backingScaleFactor ?? 1
                    return renderer.nsImage
            """))
        #expect(result.sites.first?.reason.contains("window") == true)
    }

    @Test func helperOfTheFileIsFollowedAndKept() {
        let helper = """
            class NoInsetHostingView<V>: NSHostingView<V> where V: View {
                override var safeAreaInsets: NSEdgeInsets { return .init() }
            }
            extension NSView {
                func bitmapImage() -> NSImage? {
                    guard let rep = bitmapImageRepForCachingDisplay(in: bounds) else { return nil }
                    cacheDisplay(in: bounds, to: rep)
                    guard let cgImage = rep.cgImage else { return nil }
                    return NSImage(cgImage: cgImage, size: bounds.size)
                }
            }

            """
        let result = migrate("""
                    let view = NoInsetHostingView(rootView: self)
                    view.setFrameSize(view.fittingSize)
                    return view.bitmapImage()
            """, signature: "func renderAsImage() -> NSImage?", extra: helper)
        #expect(result.rewritten.contains("@MainActor func renderAsImage() -> NSImage? {\n"
                                            + "        let renderer = ImageRenderer(content: self)\n"))
        #expect(result.rewritten.hasSuffix(helper))
        #expect(result.sites.map(\.outcome) == [.rewritten, .unchanged])
    }

    @Test func encodedBytesComeFromTheRenderersImage() {
        let result = migrate("""
                    let view = NSHostingView(rootView: self)
                    view.frame = CGRect(x: 0, y: 0, width: 800, height: 450)
                    guard let rep = view.bitmapImageRepForCachingDisplay(in: view.bounds) else { return nil }
                    rep.size = view.bounds.size
                    view.cacheDisplay(in: view.bounds, to: rep)
                    return rep.representation(using: .png, properties: [:])
            """, signature: "func png() -> Data?")
        #expect(result.rewritten.contains("""
                    let renderer = ImageRenderer(content: self.frame(width: 800, height: 450))
                    renderer.proposedSize = ProposedViewSize(width: 800, height: 450)
            """))
        #expect(result.rewritten.contains("representation(using: .png, properties: [:])"))
    }

    @Test func fullSizeContentWindowIsSkippedWithItsLine() {
        let result = migrate("""
                    let contentRect = NSRect(x: 0, y: 0, width: size.width, height: size.height)
                    let newWindow = NSWindow(
                        contentRect: contentRect,
                        styleMask: [.titled, .closable, .fullSizeContentView],
                        backing: .buffered, defer: false)
                    newWindow.contentView = NSHostingView(rootView: self)
                    guard let rep = newWindow.contentView!.bitmapImageRepForCachingDisplay(in: contentRect) else {
                        return nil
                    }
                    newWindow.contentView!.cacheDisplay(in: contentRect, to: rep)
                    let image = NSImage(size: rep.size)
                    image.addRepresentation(rep)
                    return image
            """, signature: "func snapshot(size: CGSize) -> NSImage?")
        #expect(!result.changed)
        #expect(result.sites.first?.outcome == .skipped)
        #expect(result.sites.first?.line == 4)
        #expect(result.sites.first?.reason.contains("title bar") == true)
    }

    @Test func cachingARectangleOfUnknownOriginIsACrop() {
        let result = migrate("""
                    let hosting = NSHostingView(rootView: self)
                    hosting.setFrameSize(rect.size)
                    guard let rep = hosting.bitmapImageRepForCachingDisplay(in: rect) else { return nil }
                    hosting.cacheDisplay(in: rect, to: rep)
                    return rep
            """, signature: "func bitmap(rect: CGRect) -> NSBitmapImageRep?")
        #expect(!result.changed)
        #expect(result.sites.first?.line == 5)
        #expect(result.sites.first?.reason.contains("not the whole hosting view") == true)
    }

    @Test func unknownStatementStopsTheRewriteAndSaysWhich() {
        let result = migrate("""
                    let view = NSHostingView(rootView: self)
                    view.setFrameSize(view.fittingSize)
                    view.appearance = NSAppearance(named: .darkAqua)
                    guard let rep = view.bitmapImageRepForCachingDisplay(in: view.bounds) else { return nil }
                    view.cacheDisplay(in: view.bounds, to: rep)
                    return NSImage(cgImage: rep.cgImage!, size: view.bounds.size)
            """)
        #expect(!result.changed)
        #expect(result.sites.first?.line == 5)
        #expect(result.sites.first?.reason.contains("view.appearance") == true)
    }
}
