import ProfileViews
import SnapshotTesting
import XCTest
#if canImport(UIKit)
import UIKit
#endif
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomSnapshotTesting
#endif

// Written as swift-snapshot-testing's README shows for SwiftUI; on Linux only the
// imports above differ. References: __Snapshots__/ProfileCardTests/<test>.<n>.png on
// iOS, <test>.<n>.linux.png on Linux.
final class ProfileCardTests: XCTestCase {
    let card = ProfileCard(name: "Ada Lovelace", role: "Analyst", followers: 1843)

    func testDevice() {
        assertSnapshot(of: card, as: .image(perceptualPrecision: 0.98, layout: .device(config: .iPhoneSe)))
    }

    func testSizeThatFits() {
        assertSnapshot(of: card, as: .image(perceptualPrecision: 0.98, layout: .sizeThatFits))
    }

    func testFixed() {
        assertSnapshot(of: card, as: .image(perceptualPrecision: 0.98, layout: .fixed(width: 360, height: 200)))
    }

    func testLightAndDark() {
        assertSnapshot(
            of: card,
            as: .image(perceptualPrecision: 0.98, layout: .sizeThatFits, traits: .init(userInterfaceStyle: .light)),
            named: "light"
        )
        assertSnapshot(
            of: card,
            as: .image(perceptualPrecision: 0.98, layout: .sizeThatFits, traits: .init(userInterfaceStyle: .dark)),
            named: "dark"
        )
    }
}
