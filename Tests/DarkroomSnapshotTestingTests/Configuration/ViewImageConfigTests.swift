import DarkroomSnapshotTesting
import Testing

/// Presets against the sizes and safe areas swift-snapshot-testing 1.19.7 ships (Common/View.swift).
@Suite struct ViewImageConfigTests {
    @Test func phonesMatchSwiftSnapshotTesting() {
        let se = ViewImageConfig.iPhoneSe
        #expect(se.size == CGSize(width: 320, height: 568))
        #expect(se.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(se.traits.preferredContentSizeCategory == .medium)
        #expect(se.traits.displayScale == 2)
        let thirteen = ViewImageConfig.iPhone13
        #expect(thirteen.size == CGSize(width: 390, height: 844))
        #expect(thirteen.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(thirteen.traits.displayScale == 3)
        let landscape = ViewImageConfig.iPhone13Mini(.landscape)
        #expect(landscape.size == CGSize(width: 812, height: 375))
        #expect(landscape.safeArea == UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
        #expect(landscape.traits.verticalSizeClass == .compact)
        #expect(ViewImageConfig.iPhoneX(.landscape).safeArea == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        #expect(ViewImageConfig.iPhone8Plus(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhone13ProMax.size == CGSize(width: 428, height: 926))
    }

    @Test func tabletsMatchSwiftSnapshotTesting() {
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
        #expect(ViewImageConfig.iPadPro11.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let third = ViewImageConfig.iPadMini(.portrait(splitView: .oneThird))
        #expect(third.size == CGSize(width: 320, height: 1024))
        #expect(third.traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).size == CGSize(width: 678, height: 1024))
        #expect(ViewImageConfig.iPad10_2(.portrait).size == CGSize(width: 810, height: 1080))
        #expect(ViewImageConfig.iPadPro10_5.traits.userInterfaceIdiom == .pad)
    }

    /// As UIKit: the last collection that specifies a trait wins; unspecified traits do not override.
    @Test func traitsMergeAsUIKitDoes() {
        let merged = UITraitCollection(traitsFrom: [
            ViewImageConfig.iPhoneSe.traits, .init(userInterfaceStyle: .dark), .init(displayScale: 0),
        ])
        #expect(merged.displayScale == 2)
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.preferredContentSizeCategory == .medium)
        #expect(UITraitCollection().displayScale == 0)
        #expect(DynamicTypeSize(UIContentSizeCategory.accessibilityExtraExtraExtraLarge) == .accessibility5)
        #expect(DynamicTypeSize(UIContentSizeCategory.unspecified) == nil)
    }
}
