import Foundation
import Testing
@testable import Darkroom

/// `TabView` with iOS's tab bar on an iPhone 15: a 49-point bar above the 34-point home indicator, one
/// equal-width item per tab, the selected one in the tint.
@Suite("Views: tab bars")
struct TabViewTests {
    private func tabs(selection: Int = 0) -> some View {
        TabView(selection: .constant(selection)) {
            Text("First screen").tabItem { Label("Home", systemImage: "house") }.tag(0)
            Text("Second screen").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(1).badge(3)
            Text("Third screen").tabItem { Image(systemName: "gear"); Text("Settings") }.tag(2)
        }
    }

    private func text(_ p: PlacedView, _ s: String) -> CGRect? { p.all(named: "Text").first { $0.text == s }?.frame }

    @Test func tabBarItemsShareTheWidthAboveTheHomeIndicator() throws {
        let p = try Phone15.layout(tabs())
        let barTop: CGFloat = 852 - 34 - 49
        for (i, title) in ["Home", "Search", "Settings"].enumerated() {
            let f = try #require(text(p, title))
            #expect(f.minY >= barTop && f.maxY <= barTop + 49)
            // Items 131 points wide: the title centred in its third.
            #expect(approx(f.midX, 131 * (CGFloat(i) + 0.5), 0.5))
        }
        #expect(text(p, "First screen") != nil)
        #expect(text(p, "Second screen") == nil)
        // The selected tab's content is centred in what the bar leaves of the safe area: 59 … 769.
        #expect(approx(try #require(text(p, "First screen")).midY, (59 + barTop) / 2, 0.5))
        // The badge's count.
        #expect(text(p, "3") != nil)
    }

    @Test func selectionPicksTheContentAndTheTintedItem() throws {
        let p = try Phone15.layout(tabs(selection: 2))
        #expect(text(p, "Third screen") != nil)
        #expect(text(p, "First screen") == nil)
    }

    @Test func pagedTabViewHasNoBar() throws {
        let p = try Phone15.layout(tabs().tabViewStyle(.page))
        #expect(text(p, "Home") == nil)
    }

    @Test func listInATabRunsItsBackgroundUnderTheBar() throws {
        let image = try Phone15.image(TabView {
            List { Text("Row") }.tabItem { Label("List", systemImage: "list.bullet") }
        })
        // The list's grey reaches the screen's bottom, under the transparent bar and the home indicator.
        #expect(close(pixel(image, 5, 848), RGBA(hex: 0xF2F2F7)))
        #expect(close(pixel(image, 5, 790), RGBA(hex: 0xF2F2F7)))
    }
}

/// A `badge` on a list row: its text at the row's trailing edge.
@Suite("Views: list row badges")
struct ListRowBadgeTests {
    @Test func rowBadgeSitsAtTheTrailingEdge() throws {
        // 390 wide: cards inset 20, row content inset 20, so the badge ends at 390 − 40 = 350.
        let p = try layoutTree(List { Text("Inbox").badge(12) }, 390, nil)
        let badge = try #require(p.all(named: "Text").first { $0.text == "12" })
        #expect(approx(badge.frame.maxX, 350))
        let title = try #require(p.all(named: "Text").first { $0.text == "Inbox" })
        #expect(title.frame.minX == 40)
        // No badge for zero.
        let none = try layoutTree(List { Text("Inbox").badge(0) }, 390, nil)
        #expect(none.all(named: "Text").count == 1)
    }
}
