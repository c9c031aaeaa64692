import Foundation
import Testing
@testable import DarkroomCompat

/// Text under one shadow is put on the canvas by compositing the silhouette
/// layer the shadow drew it into, instead of drawing it a second time; the
/// words must be the ones drawing it again gives, pixel for pixel.
@Suite struct TextShadowLayerTests {
    struct Card: View {
        var body: some View {
            ZStack {
                LinearGradient(colors: [Color(red: 0.1, green: 0.12, blue: 0.3), Color(red: 0.35, green: 0.2, blue: 0.55)],
                               startPoint: .topLeading, endPoint: .bottomTrailing)
                VStack(alignment: .leading, spacing: 6) {
                    Text("AVATAR · Tofu, Wavy").font(.title).bold().foregroundColor(.white)
                    Text("fi fl ffi — kerning To Yo").font(.body).foregroundColor(.yellow.opacity(0.8))
                }
                .padding(12)
                .shadow(color: .black.opacity(0.4), radius: 6, x: 0, y: 3)
            }
            .frame(width: 260, height: 110)
        }
    }

    /// The reference: each leaf under a shadow gets its shadow, then is drawn again.
    func replayDrawingTwice(_ items: [DisplayItem], _ r: GDReplayer, _ ctm: CGAffineTransform, shadow: Shadow?, leaves: inout Int) {
        let state = GDReplayer.State(ctm: ctm, clip: r.canvas.bounds, mask: nil)
        for item in items {
            if case .group(let g) = item, g.clips.isEmpty, !GDReplayer.needsLayer(g), !GDReplayer.appliesToLeaves(g),
               shadow == nil || g.shadow == nil {
                replayDrawingTwice(g.items, r, g.transform.concatenating(ctm), shadow: shadow ?? g.shadow, leaves: &leaves)
                continue
            }
            if let shadow {
                if case .text = item { leaves += 1 }
                r.drawShadow(shadow, of: [item], state)
            }
            r.draw([item], state)
        }
    }

    @Test func compositedTextMatchesTextDrawnAgain() throws {
        let list = try ViewRenderer().displayList(Card())
        let scale: CGFloat = 2
        let composited = try GDRenderer.rasterize(list, scale: scale)
        let reference = try #require(GDBitmap(width: composited.width, height: composited.height))
        var leaves = 0
        replayDrawingTwice(list.items, GDReplayer(canvas: reference.canvas), CGAffineTransform(scaleX: scale, y: scale),
                           shadow: nil, leaves: &leaves)
        #expect(leaves == 2, "both text lines fall under the shadow")
        var differing = 0, inked = 0
        for y in 0..<composited.height {
            for x in 0..<composited.width {
                let a = try #require(composited.rgba(x: x, y: y)), b = try #require(reference.rgba(x: x, y: y))
                if a != b { differing += 1 }
                if a.r > 200 && a.g > 200 && a.b > 200 { inked += 1 }
            }
        }
        #expect(inked > 300, "white text was drawn: \(inked) pixels")
        #expect(differing == 0, "\(differing) pixels differ from drawing the text again")
    }
}
