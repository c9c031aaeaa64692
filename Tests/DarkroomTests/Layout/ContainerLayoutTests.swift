import Foundation
import Testing
@testable import Darkroom

@Suite("Layout: ViewThatFits, GeometryReader, ScrollView, List, Divider")
struct ContainerLayoutTests {
    @Test func viewThatFitsPicksFirstFittingChild() throws {
        // a's ideal width 300 does not fit 200; b's 100 does, so b is shown and a is not placed.
        let p = try layoutTree(ViewThatFits { block("a", 300, 10); block("b", 100, 10) }, 200, 100)
        #expect(p["a"] == nil)
        #expect(frame(p, "b").size == CGSize(width: 100, height: 10))
    }

    @Test func viewThatFitsOnlyChecksTheGivenAxes() throws {
        // Constrained vertically only, a's width does not matter: its 10-point height fits.
        let p = try layoutTree(ViewThatFits(in: .vertical) { block("a", 300, 10); block("b", 100, 10) }, 200, 100)
        #expect(p["a"] != nil)
        #expect(p["b"] == nil)
    }

    @Test func viewThatFitsFallsBackToTheLastChild() throws {
        // Neither fits 50 wide: the last child is used.
        let p = try layoutTree(ViewThatFits { block("a", 300, 10); block("b", 100, 10) }, 50, 100)
        #expect(p["a"] == nil)
        #expect(p["b"] != nil)
    }

    @Test func geometryReaderTakesTheOfferAndPlacesTopLeading() throws {
        // The reader is the whole 200 × 100; its content is placed at its top-leading corner.
        let p = try layoutTree(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: 10).accessibilityIdentifier("a")
        }.accessibilityIdentifier("g"), 200, 100)
        #expect(frame(p, "g").size == CGSize(width: 200, height: 100))
        #expect(frame(p, "a") == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test func geometryReaderIdealSizeIsTenByTen() throws {
        // Proposed nothing, the reader falls back to SwiftUI's default 10 × 10.
        let p = try layoutTree(GeometryReader { _ in Color.red })
        #expect(p.frame.size == CGSize(width: 10, height: 10))
    }

    @Test func geometryProxyFramesInCoordinateSpaces() throws {
        // padding(10) puts the 100 × 100 card at (10, 10); the fixed 30-point bar leaves the reader
        // at (10, 40) globally, (0, 30) in the card's named space, and 100 × 70 in size.
        let probe = try layoutTree(
            VStack(spacing: 0) {
                Color.red.frame(height: 30)
                GeometryReader { proxy in
                    let global = proxy.frame(in: .global), named = proxy.frame(in: .named("card")),
                        local = proxy.frame(in: .local)
                    Color.clear
                        .frame(width: global.minY + local.minX, height: named.minY + proxy.safeAreaInsets.top)
                        .accessibilityIdentifier("probe")
                }
            }
            .frame(width: 100, height: 100)
            .coordinateSpace(name: "card")
            .padding(10), 120, 120)
        #expect(frame(probe, "probe") == CGRect(x: 10, y: 40, width: 40, height: 30))
    }

    @Test func scrollViewRendersItsWholeContent() throws {
        // Ten 50-point rows. Offered 200 × 300, the scroll view takes the offer, as SwiftUI's does, with its
        // content from the top and running on below (r9 at 450). Offered no height, it is as long as its
        // content (500), so a render of it alone shows everything.
        let content = VStack(spacing: 0) {
            ForEach(0..<10) { i in Color.red.frame(height: 50).accessibilityIdentifier("r\(i)") }
        }
        let p = try layoutTree(ScrollView { content }, 200, 300)
        #expect(p.frame.size == CGSize(width: 200, height: 300))
        #expect(frame(p, "r9") == CGRect(x: 0, y: 450, width: 200, height: 50))
        let whole = try layoutTree(ScrollView { content }, 200, nil)
        #expect(whole.frame.size == CGSize(width: 200, height: 500))
    }

    @Test func horizontalScrollViewUsesIdealWidth() throws {
        // Five 100-point blocks with default spacing: 5·100 + 4·8 = 532 wide; the scroll view takes the
        // offered 200 × 50 and its content runs on to the right (c4 at 432). Offered no width: 532 wide.
        let content = HStack { ForEach(0..<5) { i in Color.red.frame(width: 100).accessibilityIdentifier("c\(i)") } }
        let p = try layoutTree(ScrollView(.horizontal, showsIndicators: false) { content }, 200, 50)
        #expect(p.frame.size == CGSize(width: 200, height: 50))
        #expect(frame(p, "c4").minX == 432)
        let whole = try layoutTree(ScrollView(.horizontal, showsIndicators: false) { content }, nil, 50)
        #expect(whole.frame.size == CGSize(width: 532, height: 50))
    }

    @Test func scrollViewCentresNarrowContent() throws {
        // A 50-wide block in a 200-wide vertical scroll view is centred: x 75.
        let p = try layoutTree(ScrollView { block("a", 50, 50) }, 200, 300)
        #expect(frame(p, "a").minX == 75)
    }

    @Test func listRowsUseInsetGroupedMetrics() throws {
        // A 390-point list has iOS's 20-point margin: card inset 20 → rows' content at x 40 and
        // 390 − 80 = 310 wide. First section 35 from the top. Row 1: max(44, 20 + 22) = 44 tall,
        // content centred: 35 + 11 + 1 = 47.
        // Row 2: 60 + 22 = 82 tall, starting at 35 + 44; content at 79 + 11 = 90.
        // Height: 35 + 44 + 82 + 16 (bottom margin) = 177.
        let p = try layoutTree(List {
            Color.red.frame(height: 20).accessibilityIdentifier("a")
            Color.red.frame(height: 60).accessibilityIdentifier("b")
        }, 390, nil)
        #expect(frame(p, "a") == CGRect(x: 40, y: 47, width: 310, height: 20))
        #expect(frame(p, "b") == CGRect(x: 40, y: 90, width: 310, height: 60))
        #expect(p.frame.size == CGSize(width: 390, height: 177))
    }

    @Test func formSectionsHaveHeadersAboveCards() throws {
        // The header text sits 16 from the top at x 40 (20-point margins at 390); its card starts
        // 17/3 points below it, and the row content 11 below that. The second section (no
        // header) starts 35 below the first card.
        let p = try layoutTree(Form {
            Section("Account") { Color.red.frame(height: 22).accessibilityIdentifier("a") }
            Section { Color.red.frame(height: 22).accessibilityIdentifier("b") }
        }, 390, nil)
        let header = try #require(p.all(named: "Text").first)
        #expect(header.frame.minX == 40)
        #expect(header.frame.minY == 16)
        #expect(abs(frame(p, "a").minY - (header.frame.maxY + 17.0 / 3 + 11)) < 0.001)
        // First card: 44-point row ending at a.minY − 11 + 44; next row 35 + 11 below it.
        #expect(frame(p, "b").minY == frame(p, "a").minY - 11 + 44 + 35 + 11)
    }

    @Test func listFromDataMakesARowPerElement() throws {
        // List(0..<3) makes three 44-point rows: the third row's content (height 10) starts at
        // 35 + 2·44 + 17 = 140.
        let p = try layoutTree(
            List(0..<3) { i in Color.red.frame(height: 10).accessibilityIdentifier("r\(i)") }, 300, nil)
        #expect(frame(p, "r2").minY == 140)
    }

    @Test func plainListHasNoCardInset() throws {
        // .plain: rows span the full width, content inset 16: 300 − 32 = 268 wide at x 16.
        let p = try layoutTree(
            List { Color.red.frame(height: 10).accessibilityIdentifier("a") }.listStyle(.plain), 300, nil)
        #expect(frame(p, "a").minX == 16)
        #expect(frame(p, "a").width == 268)
    }

    @Test func dividerIsAHairlineAcrossTheStack() throws {
        // In a VStack the divider takes the offered width (100) and is 1 pixel thick: 1 pt at
        // scale 1, 0.5 pt at scale 2.
        let view = VStack(spacing: 0) { block("a", 100, 10); Divider().accessibilityIdentifier("d") }
        let p1 = try layoutTree(view, 100, nil)
        #expect(frame(p1, "d") == CGRect(x: 0, y: 10, width: 100, height: 1))
        let p2 = try layoutTree(view, 100, nil, scale: 2)
        #expect(frame(p2, "d").height == 0.5)
        // In an HStack it is vertical and as tall as the height the stack is offered (40).
        let h = try layoutTree(
            HStack {
                block("a", 10, 40); Divider().accessibilityIdentifier("d"); block("b", 10, 40)
            }, nil, 40)
        #expect(frame(h, "d") == CGRect(x: 18, y: 0, width: 1, height: 40))
    }

    @Test func containerRelativeFrameUsesTheScrollViewsSize() throws {
        // Each page is as wide as the 300-point scroll view and as tall as its offered 100:
        // pages at 0, 310, 620; the scroll view takes its 300, the pages running on past it (3·300 + 2·10 = 920).
        let p = try layoutTree(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { i in Color.red.containerRelativeFrame(.horizontal).accessibilityIdentifier("p\(i)") }
            }
        }, 300, 100)
        #expect(frame(p, "p1") == CGRect(x: 310, y: 0, width: 300, height: 100))
        #expect(frame(p, "p2").maxX == 920)
        #expect(p.frame.width == 300)
        // Three columns 10 apart: (300 − 2·10) / 3 each.
        let q = try layoutTree(
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10).accessibilityIdentifier("c")
                }
            }, 300, 100)
        #expect(approx(frame(q, "c").width, 280.0 / 3))
    }

    @Test func contentMarginsPadScrollContent() throws {
        // 20-point margins around a 10-point block: content 50 wide centred in 200 → block at (95, 20); the
        // scroll view takes the offered 300.
        let p = try layoutTree(ScrollView { block("a", 10, 10) }.contentMargins(20), 200, 300)
        #expect(frame(p, "a").origin == CGPoint(x: 95, y: 20))
        #expect(p.frame.height == 300)
    }

    @Test func safeAreaInsetTakesItsRoomAtTheEdge() throws {
        // A 30-point bar at the bottom of 300: the main view gets the 270 above it.
        let p = try layoutTree(
            Color.red.accessibilityIdentifier("main").safeAreaInset(edge: .bottom) { block("bar", 50, 30) }, 200, 300)
        #expect(frame(p, "main") == CGRect(x: 0, y: 0, width: 200, height: 270))
        #expect(frame(p, "bar").origin == CGPoint(x: 75, y: 270))
        // safeAreaPadding is padding; ignoresSafeArea changes nothing.
        let q = try layoutTree(Color.red.accessibilityIdentifier("c").safeAreaPadding(10).ignoresSafeArea(), 100, 100)
        #expect(frame(q, "c") == CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    @Test func scrollViewInAShorterFrameShowsItsTop() throws {
        // The scroll view is 1000 tall (its whole content) in a 300-point frame. Its guides are
        // those of the 300-point viewport, so the centred frame puts the content's top at y 0
        // (scroll offset zero) and the rest overflows below.
        let p = try layoutTree(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { i in Color.red.frame(height: 100).accessibilityIdentifier("r\(i)") }
                }
            }.frame(height: 300), 200, nil)
        #expect(p.frame.size == CGSize(width: 200, height: 300))
        #expect(frame(p, "r0").minY == 0)
        #expect(frame(p, "r9").minY == 900)
    }
}
