@testable import Darkroom
import CCairo
import Foundation
import Testing

/// Reused pixel memory must come back transparent, whatever the last render left in it.
@Suite struct PooledSurfacesTests {
    @Test func reusedMemoryIsZeroed() throws {
        for _ in 0..<3 {
            let first = try #require(PooledSurfaces.create(CAIRO_FORMAT_ARGB32, width: 700, height: 500))
            let cr = cairo_create(first)!
            cairo_set_source_rgba(cr, 1, 0, 0, 1)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_destroy(first)
            // Smaller and larger requests may take the same block.
            for (w, h) in [(700, 500), (600, 400), (800, 520)] {
                let next = try #require(PooledSurfaces.create(CAIRO_FORMAT_ARGB32, width: w, height: h))
                defer { cairo_surface_destroy(next) }
                cairo_surface_flush(next)
                let data = try #require(cairo_image_surface_get_data(next))
                let bytes = Int(cairo_image_surface_get_stride(next)) * h
                let clean = UnsafeBufferPointer(start: data, count: bytes).allSatisfy { $0 == 0 }
                #expect(clean, "\(w) × \(h) came back dirty")
                // Leave it dirty for the next round.
                memset(data, 0xAB, bytes)
            }
        }
    }

    @Test func rendersAfterAnOpaqueRenderAreTransparent() throws {
        let options = RenderOptions(proposedSize: ProposedViewSize(width: 400, height: 300), scale: 2)
        _ = try ViewRenderer(options: options).image(Color.red.frame(width: 400, height: 300))
        let image = try ViewRenderer(options: options).image(
            Circle().fill(Color.blue).frame(width: 100, height: 100).frame(width: 400, height: 300))
        #expect(image.pixel(x: 5, y: 5)?.alpha == 0)
        #expect(image.pixel(x: 400, y: 300)?.blue ?? 0 > 0.9)
    }
}
