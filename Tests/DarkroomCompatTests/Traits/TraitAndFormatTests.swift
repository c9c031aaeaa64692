import DarkroomCompat
import Foundation
import Testing

@Suite("Traits, renderer formats and UIKit's no-op calls")
struct TraitAndFormatTests {
    @Test func traitInitializersAndMerging() {
        let p3 = UITraitCollection(displayGamut: .P3)
        #expect(p3.displayGamut == .P3 && p3.userInterfaceStyle == .unspecified)
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3),
            UITraitCollection(userInterfaceLevel: .elevated), UITraitCollection(legibilityWeight: .bold),
            UITraitCollection(activeAppearance: .active), UITraitCollection(accessibilityContrast: .high),
        ])
        #expect(merged.userInterfaceStyle == .dark && merged.displayScale == 3)
        #expect(merged.userInterfaceLevel == .elevated && merged.legibilityWeight == .bold)
        #expect(merged.activeAppearance == .active && merged.accessibilityContrast == .high)
        let mutated = UITraitCollection { $0.userInterfaceStyle = .light; $0.displayScale = 2 }
        #expect(mutated.userInterfaceStyle == .light && mutated.displayScale == 2)
        #expect(mutated.modifyingTraits { $0.userInterfaceStyle = .dark }.userInterfaceStyle == .dark)
        #expect(merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
    }

    @Test func styleFromAnOptionalColorScheme() {
        let none: ColorScheme? = nil
        #expect(UIUserInterfaceStyle(none) == .unspecified)
        #expect(UIUserInterfaceStyle(ColorScheme.dark) == .dark)
        #expect(UIUserInterfaceStyle(.light) == .light)
    }

    @Test func rendererFormatFromTraits() {
        let format = UIGraphicsImageRendererFormat(for: UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 3), UITraitCollection(displayGamut: .P3),
        ]))
        #expect(format.scale == 3 && format.preferredRange == .extended)
        format.preferredRange = .standard
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { ctx in
            ctx.cgContext.setShouldSmoothFonts(false)
            ctx.cgContext.setAllowsFontSubpixelPositioning(false)
            ctx.cgContext.setRenderingIntent(.perceptual)
            ctx.cgContext.setFlatness(0.1)
            ctx.cgContext.setAllowsAntialiasing(true)
            ctx.cgContext.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
            #expect(ctx.cgContext.textMatrix.d == -1)
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        #expect(image.scale == 3 && image.cgImage?.width == 12)
        let unspecified = UIGraphicsImageRendererFormat(for: UITraitCollection())
        #expect(unspecified.scale == UIScreen.main.scale)
    }

    @Test func containmentAnimationsAndLayoutGuides() {
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.commit()
        CATransaction.flush()
        let parent = UIViewController(), child = UIHostingController(rootView: Text("Child"))
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.safeAreaLayoutGuide.layoutFrame == view.bounds)
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 84, height: 34))
    }
}
