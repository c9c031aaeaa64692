import ProfileViews
import SnapshotTesting
import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomSnapshotTesting
#endif

// The same card under Swift Testing, whose suites may be main-actor isolated on every platform.
// A failure's reference, failure and difference images are attached to the test
// (`swift test --attachments-path <folder>` keeps them).
@MainActor
@Suite struct ProfileCardSwiftTestingTests {
    let card = ProfileCard(name: "Ada Lovelace", role: "Analyst", followers: 1843)

    @Test func accessibilitySize() {
        assertSnapshot(
            of: card,
            as: .image(perceptualPrecision: 0.98, traits: .init(preferredContentSizeCategory: .accessibilityLarge))
        )
    }
}
