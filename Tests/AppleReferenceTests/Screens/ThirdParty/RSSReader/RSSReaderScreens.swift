// The views of the RSSReader pairs as their tests build them (martinomamic/RSSReader at 2f77d592c397, MIT,
// Licences/martinomamic-RSSReader.txt): each case is the test's view expression, verbatim
// (RSSReaderKit/Tests/TabBarFeatureTests/TabBarSnapshotTests.swift).
// The tests snapshot with the app's `assertSnapshot(view:)`, swift-snapshot-testing's `.device(config:)` layouts
// of an iPhone 16 (393 × 852, safe area 59 / 34) and an iPhone 16 Plus (430 × 932) among others, without
// traits (Dynamic Type as the simulator's default, `.large`); the light pictures are the references.
import DarkroomCompat
import Foundation

/// The RSSReader views, by the key manifest.json gives them.
enum RSSReaderScreens {
    static func view(_ key: String) -> AnyView? {
        switch key {
        // TabBarSnapshotTests.testTabBarView.
        case "rss-tab-bar": AnyView(TabBarView())
        default: nil
        }
    }
}
