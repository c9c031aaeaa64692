import Foundation
import Testing
@testable import Darkroom

/// Places subviews corner to corner at their ideal sizes.
private struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.reduce(0) { $0 + $1.height })
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: point, proposal: .unspecified)
            point.x += size.width; point.y += size.height
        }
    }
}

private struct Rank: LayoutValueKey { static let defaultValue = 0 }

/// Stacks subviews left to right by their `Rank` layout value, with a cache of ideal sizes.
private struct RankedRow: Layout {
    struct Cache { var sizes: [CGSize]; var made: Int }
    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) }, made: 1)
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: cache.sizes.reduce(0) { $0 + $1.width }, height: cache.sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for i in subviews.indices.sorted(by: { subviews[$0][Rank.self] < subviews[$1][Rank.self] }) {
            // Centre anchors: each subview's centre goes to the middle of its slot.
            subviews[i].place(at: CGPoint(x: x + cache.sizes[i].width / 2, y: bounds.midY), anchor: .center,
                              proposal: ProposedViewSize(cache.sizes[i]))
            x += cache.sizes[i].width
        }
    }
}

/// Reports the spacing the subviews want and their priorities.
private struct Probe: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)
        let spacerGap = subviews[1].spacing.distance(to: subviews[2].spacing, along: .horizontal)
        return CGSize(width: gap * 10 + spacerGap, height: subviews[0].priority)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@Suite("Layout: the Layout protocol")
struct CustomLayoutTests {
    @Test func customLayoutPlacesSubviews() throws {
        // 20 × 10 then 30 × 20 corner to corner: 50 × 30, offset by the 5-point padding.
        let p = try layoutTree(Diagonal { block("a", 20, 10); block("b", 30, 20) }.padding(5))
        #expect(p.frame.size == CGSize(width: 60, height: 40))
        #expect(frame(p, "a").origin == CGPoint(x: 5, y: 5))
        #expect(frame(p, "b") == CGRect(x: 25, y: 15, width: 30, height: 20))
    }

    @Test func layoutValuesAnchorsAndCache() throws {
        // Rank orders b (rank 0) before a (rank 1); each is centred vertically in the 40-tall row.
        let p = try layoutTree(RankedRow {
            block("a", 20, 10).layoutValue(key: Rank.self, value: 1)
            block("b", 30, 40)
        })
        #expect(frame(p, "b").origin == CGPoint(x: 0, y: 0))
        #expect(frame(p, "a") == CGRect(x: 30, y: 15, width: 20, height: 10))
    }

    @Test func subviewSpacingAndPriority() throws {
        // Two ordinary views want 8 points between them; a spacer wants 0. The first subview's
        // priority is 3: the probe reports 8·10 + 0 = 80 wide and 3 tall.
        let p = try layoutTree(Probe { Color.red.layoutPriority(3); Color.blue; Spacer() })
        #expect(p.frame.size == CGSize(width: 80, height: 3))
    }

    @Test func anyLayoutSwitchesBetweenStacks() throws {
        // AnyLayout(HStackLayout()) lays out like an HStack: b at 20 + 8; VStackLayout(spacing: 4) at 10 + 4.
        for isWide in [true, false] {
            let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(spacing: 4))
            let p = try layoutTree(layout { block("a", 20, 10); block("b", 20, 10) })
            #expect(frame(p, "b").origin == (isWide ? CGPoint(x: 28, y: 0) : CGPoint(x: 0, y: 14)))
        }
    }

    @Test func stackLayoutValuesAreLayouts() throws {
        // ZStackLayout(alignment: .topLeading) puts both at the origin; the custom layout inside
        // AnyLayout still runs.
        let z = try layoutTree(ZStackLayout(alignment: .topLeading) { block("a", 50, 50); block("b", 10, 10) })
        #expect(frame(z, "b").origin == .zero)
        let d = try layoutTree(AnyLayout(Diagonal()) { block("a", 20, 10); block("b", 30, 20) })
        #expect(frame(d, "b").origin == CGPoint(x: 20, y: 10))
    }

    @Test func spacerInHStackLayoutGrowsHorizontally() throws {
        // A Spacer inside HStackLayout grows along x: 200 − 40 = 160, b at 180.
        let p = try layoutTree(HStackLayout { block("a", 20, 10); Spacer(); block("b", 20, 10) }, 200, 10)
        #expect(frame(p, "b").minX == 180)
    }
}
