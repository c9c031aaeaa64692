import DarkroomCompat
import Foundation
import Testing

/// A badge as AppKit recipes render one.
private struct Badge: View {
    var body: some View {
        HStack(spacing: 6) {
            Circle().fill(Color.orange).frame(width: 24, height: 24)
            Text("Ready").font(.headline)
        }
        .padding(10)
        .background(Color.mint.opacity(0.6), in: Capsule())
    }
}

/// What `darkroom migrate` writes for AppKit's recipe draws what the recipe drew (docs/migration.md, "AppKit's
/// recipe"): the same size at the backing scale and the same pixels.
@MainActor
@Suite struct AppKitMigrationParityTests {
    static func cached(_ view: NSView) throws -> CGImage {
        let rep = try #require(view.bitmapImageRepForCachingDisplay(in: view.bounds))
        view.cacheDisplay(in: view.bounds, to: rep)
        return try #require(rep.cgImage)
    }

    /// Pixels whose premultiplied channels differ by more than `tolerance` levels: the legacy bitmap is a libgd
    /// image with 7-bit alpha (docs/legacy.md), so translucent edge pixels may be a few levels off; the renderer's
    /// is cairo's own.
    static func differing(_ a: CGImage, _ b: CGImage, tolerance: Int = 4) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                // Premultiplied, as docs/legacy.md measures: a nearly transparent pixel's colour barely shows.
                let p = a.rgba8(x: x, y: y)!, q = b.rgba8(x: x, y: y)!
                func pre(_ c: UInt8, _ alpha: UInt8) -> Int { Int(c) * Int(alpha) / 255 }
                let d = max(abs(pre(p.r, p.a) - pre(q.r, q.a)), abs(pre(p.g, p.a) - pre(q.g, q.a)),
                            abs(pre(p.b, p.a) - pre(q.b, q.a)), abs(Int(p.a) - Int(q.a)))
                if d > tolerance { count += 1 }
            }
        }
        return count
    }

    @Test func fittingSizeRecipeAndItsRewrite() throws {
        let view = NSHostingView(rootView: Badge())
        view.setFrameSize(view.fittingSize)
        let legacy = try Self.cached(view)
        let renderer = ImageRenderer(content: Badge())
        renderer.scale = NSScreen.main?.backingScaleFactor ?? 1
        let migrated = try #require(renderer.cgImage)
        #expect(migrated.width == legacy.width && migrated.height == legacy.height)
        Self.expectSamePixels(legacy, migrated)
    }

    @Test func explicitSizeRecipeAndItsRewrite() throws {
        let size = CGSize(width: 260, height: 120)
        let view = NSHostingView(rootView: Badge())
        view.frame = CGRect(origin: .zero, size: size)
        let legacy = try Self.cached(view)
        let renderer = ImageRenderer(content: Badge().frame(width: size.width, height: size.height))
        renderer.proposedSize = ProposedViewSize(size)
        renderer.scale = NSScreen.main?.backingScaleFactor ?? 1
        let migrated = try #require(renderer.cgImage)
        #expect(legacy.width == Int(size.width * UIScreen.main.scale))
        #expect(migrated.width == legacy.width && migrated.height == legacy.height)
        Self.expectSamePixels(legacy, migrated)
    }

    /// No pixel more than 32 levels off, and under 1 % more than 4 off (antialiased edges whose alpha libgd keeps
    /// in 7 bits): within the parity tolerance of docs/legacy.md, which allows 6 % more than 32 off.
    static func expectSamePixels(_ legacy: CGImage, _ migrated: CGImage) {
        #expect(differing(legacy, migrated, tolerance: 32) == 0)
        let slightly = differing(legacy, migrated)
        #expect(Double(slightly) < 0.01 * Double(legacy.width * legacy.height), "\(slightly) pixels more than 4 off")
    }
}
