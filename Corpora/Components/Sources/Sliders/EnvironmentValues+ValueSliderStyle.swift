// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/spacenation/swiftui-sliders/blob/0e7b1b664f4ec2de0e2cb530d3601f19dd6dd688/Sources/Sliders/ValueSlider/Style/EnvironmentValues+ValueSliderStyle.swift
// Licence: MIT, Copyright (c) 2020 SpaceNation Inc. (full text: Components/LICENSES/spacenation+swiftui-sliders.txt)

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public extension EnvironmentValues {
    var valueSliderStyle: AnyValueSliderStyle {
        get {
            return self[ValueSliderStyleKey.self]
        }
        set {
            self[ValueSliderStyleKey.self] = newValue
        }
    }
}

struct ValueSliderStyleKey: EnvironmentKey {
    static let defaultValue: AnyValueSliderStyle = AnyValueSliderStyle(
        HorizontalValueSliderStyle()
    )
}

public extension View {
    /// Sets the style for `ValueSlider` within the environment of `self`.
    @inlinable func valueSliderStyle<S>(_ style: S) -> some View where S : ValueSliderStyle {
        self.environment(\.valueSliderStyle, AnyValueSliderStyle(style))
    }
}
