// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/spacenation/swiftui-sliders/blob/0e7b1b664f4ec2de0e2cb530d3601f19dd6dd688/Sources/Sliders/PointSlider/Style/EnvironmentValues+PointSliderStyle.swift
// Licence: MIT, Copyright (c) 2020 SpaceNation Inc. (full text: Components/LICENSES/spacenation+swiftui-sliders.txt)

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public extension EnvironmentValues {
    var pointSliderStyle: AnyPointSliderStyle {
        get {
            return self[PointSliderStyleKey.self]
        }
        set {
            self[PointSliderStyleKey.self] = newValue
        }
    }
}

struct PointSliderStyleKey: EnvironmentKey {
    static let defaultValue: AnyPointSliderStyle = AnyPointSliderStyle(
        RectangularPointSliderStyle()
    )
}

public extension View {
    /// Sets the style for `PointSlider` within the environment of `self`.
    @inlinable func pointSliderStyle<S>(_ style: S) -> some View where S : PointSliderStyle {
        self.environment(\.pointSliderStyle, AnyPointSliderStyle(style))
    }
}
