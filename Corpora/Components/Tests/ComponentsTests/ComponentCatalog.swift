// The views of the components corpus and the arguments they are drawn with: the libraries' own previews where
// they ship one, else the arguments their READMEs show. Internal views come through `@testable import`.
@testable import ActivityIndicatorView
@testable import ConfettiSwiftUI
import DarkroomCompat
@testable import FloatingButton
@testable import ProgressIndicatorView
@testable import Shimmer
@testable import ConcentricOnboarding
@testable import WaterfallGrid
@testable import Sliders
@testable import SwiftUI_Kit

/// Every view of the corpus, grouped by library.
enum ComponentCatalog {
    static let cases: [ComponentCase] =
        activityIndicators + progressIndicators + swiftUIKit + effects + controls + screens

    /// An exyte indicator 60 points square whose items start at opacity or scale 0 and appear in `onAppear`:
    /// a still frame runs no actions, so it draws nothing.
    static func fadingIn(_ name: String, _ make: @escaping @MainActor @Sendable () -> some View) -> ComponentCase {
        let reason = "its items start at opacity or scale 0 and appear in onAppear"
        return ComponentCase("ActivityIndicatorView", name, width: 60, height: 60, emptyFirstFrame: reason, make)
    }

    /// exyte/ActivityIndicatorView: the indicators its `ActivityIndicatorView` switches between.
    static let activityIndicators: [ComponentCase] = [
        fadingIn("DefaultIndicatorView") { DefaultIndicatorView(count: 8).foregroundColor(.red) },
        fadingIn("EqualizerIndicatorView") { EqualizerIndicatorView(count: 5).foregroundColor(.blue) },
        fadingIn("FlickeringDotsIndicatorView") { FlickeringDotsIndicatorView(count: 8).foregroundColor(.orange) },
        ComponentCase("ActivityIndicatorView", "GradientIndicatorView", width: 60, height: 60) {
            GradientIndicatorView(colors: [.white, .red], lineCap: .round, lineWidth: 4)
        },
        fadingIn("GrowingArcIndicatorView") { GrowingArcIndicatorView(color: .red, lineWidth: 4) },
        fadingIn("GrowingCircleIndicatorView") { GrowingCircleIndicatorView().foregroundColor(.green) },
        fadingIn("OpacityDotsIndicatorView") { OpacityDotsIndicatorView(count: 3, inset: 4).foregroundColor(.purple) },
        fadingIn("RotatingDotsIndicatorView") { RotatingDotsIndicatorView(count: 5).foregroundColor(.blue) },
        fadingIn("ScalingDotsIndicatorView") { ScalingDotsIndicatorView(count: 3, inset: 2).foregroundColor(.red) },
    ]

    /// exyte/ProgressIndicatorView: each indicator at half progress, and the public view that picks one.
    static let progressIndicators: [ComponentCase] = [
        ComponentCase("ProgressIndicatorView", "BarView", width: 200, height: 12) {
            BarView(progress: .constant(0.5), backgroundColor: .gray.opacity(0.3)).foregroundColor(.blue)
        },
        ComponentCase("ProgressIndicatorView", "CircleView", width: 80, height: 80) {
            CircleView(progress: .constant(0.6), lineWidth: 6, strokeColor: .blue, backgroundColor: .gray)
        },
        ComponentCase("ProgressIndicatorView", "DashBarView", width: 200, height: 12) {
            DashBarView(progress: .constant(0.5), numberOfItems: 8, backgroundColor: .gray.opacity(0.3))
                .foregroundColor(.blue)
        },
        ComponentCase("ProgressIndicatorView", "DefaultSectorView", width: 80, height: 80) {
            DefaultSectorView(progress: .constant(0.5)).foregroundColor(.red)
        },
        ComponentCase("ProgressIndicatorView", "DashBarItemView", width: 30, height: 12) {
            DashBarItemView(backgroundColor: .gray, needToFill: true, width: 30).foregroundColor(.blue)
        },
        ComponentCase("ProgressIndicatorView", "DefaultSectorItemView", width: 80, height: 80) {
            DefaultSectorItemView(index: 0, count: 8, size: CGSize(width: 80, height: 80)).foregroundColor(.red)
        },
        ComponentCase("ProgressIndicatorView", "CapsuleProgressView", width: 200, height: 12) {
            CapsuleProgressView(width: 120, height: 12).foregroundColor(.green)
        },
        ComponentCase("ProgressIndicatorView", "ImpulseBarView_Preview", width: 200, height: 40) {
            ImpulseBarView_Preview.previews
        },
        ComponentCase("ProgressIndicatorView", "ProgressIndicatorView", width: 80, height: 80) {
            ProgressIndicatorView(
                isVisible: .constant(true),
                type: .circle(progress: .constant(0.3), lineWidth: 8, strokeColor: .orange, backgroundColor: .gray)
            )
        },
    ]

    /// jordansinger/SwiftUI-Kit: the catalogue app's groups through their previews.
    static let swiftUIKit: [ComponentCase] = [
        ComponentCase("SwiftUI_Kit", "ButtonModifiers", width: 390, height: 600) { ButtonModifiers() },
        ComponentCase("SwiftUI_Kit", "ButtonsGroup", width: 390, height: 700) { ButtonsGroup_Previews.previews },
        ComponentCase("SwiftUI_Kit", "ColorsGroup", width: 390, height: 700) { ColorsGroup_Previews.previews },
        ComponentCase("SwiftUI_Kit", "Swatch", width: 120, height: 120) {
            Swatch(color: StandardColor(name: "Indigo", color: .indigo))
        },
        ComponentCase("SwiftUI_Kit", "ControlsGroup", width: 390, height: 700) { ControlsGroup_Previews.previews },
        ComponentCase("SwiftUI_Kit", "FontsGroup", width: 390, height: 700) { FontsGroup_Previews.previews },
        ComponentCase("SwiftUI_Kit", "GesturesGroup", width: 390, height: 700) { GesturesGroup_Previews.previews },
        ComponentCase("SwiftUI_Kit", "TapGestureBlock", width: 390, height: 120) { TapGestureBlock() },
        ComponentCase("SwiftUI_Kit", "DragGestureBlock", width: 390, height: 120) { DragGestureBlock() },
        ComponentCase("SwiftUI_Kit", "LongPressGestureBlock", width: 390, height: 120) { LongPressGestureBlock() },
        ComponentCase("SwiftUI_Kit", "GroupView", width: 390, height: 200) { GroupView_Previews.previews },
        ComponentCase("SwiftUI_Kit", "ImagesGroup", width: 390, height: 700) { ImagesGroup_Previews.previews },
        ComponentCase("SwiftUI_Kit", "IndicatorsGroup", width: 390, height: 700) {
            IndicatorsGroup_Previews.previews
        },
        ComponentCase("SwiftUI_Kit", "SectionView", width: 390, height: 200) { SectionView_Previews.previews },
        ComponentCase("SwiftUI_Kit", "ShapesGroup", width: 390, height: 700) { ShapesGroup_Previews.previews },
        ComponentCase("SwiftUI_Kit", "TextGroup", width: 390, height: 700) { TextGroup_Previews.previews },
    ]

    /// markiv/SwiftUI-Shimmer and simibac/ConfettiSwiftUI: effects over other views.
    static let effects: [ComponentCase] = [
        ComponentCase("Shimmer", "Shimmer_Previews", width: 390, height: 500) { VStack { Shimmer_Previews.previews } },
        ComponentCase("ConfettiSwiftUI", "confettiCannon", width: 200, height: 80) {
            Button("🎉") {}.confettiCannon(trigger: .constant(0))
        },
        ComponentCase("ConfettiSwiftUI", "RoundedCross", width: 100, height: 100) { RoundedCross_Previews.previews },
        ComponentCase("ConfettiSwiftUI", "SlimRectangle", width: 100, height: 100) {
            SlimRectangle_Previews.previews
        },
        ComponentCase("ConfettiSwiftUI", "Triangle", width: 100, height: 100) { Triangle_Previews.previews },
    ]

    /// spacenation/swiftui-sliders and exyte/FloatingButton: controls.
    static let controls: [ComponentCase] = [
        ComponentCase("Sliders", "DefaultThumb", width: 60, height: 60) { DefaultThumb_Previews.previews },
        ComponentCase("Sliders", "ValueSlider_Previews", width: 390, height: 700) { ValueSlider_Previews.previews },
        ComponentCase("Sliders", "RangeSlider_Previews", width: 390, height: 700) { RangeSlider_Previews.previews },
        ComponentCase("Sliders", "PointSlider_Previews", width: 390, height: 500) { PointSlider_Previews.previews },
        ComponentCase("Sliders", "DefaultHorizontalValueView", width: 300, height: 8) { DefaultHorizontalValueView() },
        ComponentCase("Sliders", "DefaultVerticalValueView", width: 8, height: 200) { DefaultVerticalValueView() },
        ComponentCase("Sliders", "HalfCapsule", width: 60, height: 30) { HalfCapsule().fill(Color.blue) },
        ComponentCase("Sliders", "ValueSlider", width: 300, height: 44) { ValueSlider(value: .constant(0.3)) },
        ComponentCase("Sliders", "RangeSlider", width: 300, height: 44) { RangeSlider(range: .constant(0.2...0.7)) },
        ComponentCase("FloatingButton", "FloatingButton", width: 200, height: 240) {
            FloatingButton(
                mainButtonView: Image(systemName: "plus").padding().background(Circle().fill(Color.blue)),
                buttons: [Text("A"), Text("B"), Text("C")], isOpen: .constant(true)
            )
            .straight()
            .direction(.top)
            .spacing(10)
        },
    ]

    /// exyte/ConcentricOnboarding and paololeonardi/WaterfallGrid: a whole onboarding screen and a grid layout,
    /// with the arguments their READMEs show.
    static let screens: [ComponentCase] = [
        ComponentCase("ConcentricOnboarding", "ConcentricOnboardingView", width: 390, height: 700) {
            let pages: [(view: Text, background: Color)] = [
                (view: Text("Welcome"), background: Color.orange),
                (view: Text("Second page"), background: Color.purple),
            ]
            return ConcentricOnboardingView(pageContents: pages)
        },
        ComponentCase(
            "WaterfallGrid", "WaterfallGrid", width: 390, height: 500,
            emptyFirstFrame: "items stay at opacity 0 until a preference pass on a background queue places them"
        ) {
            WaterfallGrid(0..<10, id: \.self) { index in
                RoundedRectangle(cornerRadius: 8)
                    .fill(index.isMultiple(of: 2) ? Color.teal : Color.pink)
                    .frame(height: CGFloat(40 + index % 3 * 30))
            }
            .gridStyle(columns: 2)
        },
    ]
}
