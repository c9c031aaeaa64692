// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/spacenation/swiftui-sliders/blob/0e7b1b664f4ec2de0e2cb530d3601f19dd6dd688/Sources/Sliders/RangeSlider/Style/EnvironmentValues+RangeSliderStyle.swift
// Licence: MIT, Copyright (c) 2020 SpaceNation Inc. (full text: Components/LICENSES/spacenation+swiftui-sliders.txt)

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public extension EnvironmentValues {
    var rangeSliderStyle: AnyRangeSliderStyle {
        get {
            return self[RangeSliderStyleKey.self]
        }
        set {
            self[RangeSliderStyleKey.self] = newValue
        }
    }
}

struct RangeSliderStyleKey: EnvironmentKey {
    static let defaultValue: AnyRangeSliderStyle = AnyRangeSliderStyle(
        HorizontalRangeSliderStyle()
    )
}

public extension View {
    /// Sets the style for `RangeSlider` within the environment of `self`.
    @inlinable func rangeSliderStyle<S>(_ style: S) -> some View where S : RangeSliderStyle {
        self.environment(\.rangeSliderStyle, AnyRangeSliderStyle(style))
    }
}
