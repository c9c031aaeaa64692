import Foundation
import Testing
@testable import Darkroom

/// Labels in bars as an iOS 18 recording draws them (RSSReader's tab view on an iPhone 16): a toolbar item's
/// `Label` shows its icon only, and a tab item's title sits 30 points below its icon frame's top.
@Suite("Views: labels in navigation and tab bars")
struct BarLabelTests {
    @Test func aToolbarLabelShowsOnlyItsIcon() throws {
        let p = try Phone15.layout(NavigationStack {
            Text("Body").navigationTitle("Feeds").navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button {} label: { Label("Add feed", systemImage: "plus") }
                    }
                }
        })
        #expect(p.all(named: "Text").contains { $0.text == "Feeds" })
        #expect(!p.all(named: "Text").contains { $0.text == "Add feed" }, "the title is not drawn")
    }

    @Test func aTabTitleSitsUnderAThirtyPointIconFrame() throws {
        let p = try Phone15.layout(TabView {
            Text("Screen").tabItem { Label("Feeds", systemImage: "newspaper") }
        })
        let title = try #require(p.all(named: "Text").first { $0.text == "Feeds" }).frame
        // The bar starts at 852 − 34 − 49 = 769; the item 3 points lower; its title 30 + 2 below that.
        #expect(abs(title.minY - (769 + 3 + 30 + 2)) < 0.5, "\(title)")
    }
}
