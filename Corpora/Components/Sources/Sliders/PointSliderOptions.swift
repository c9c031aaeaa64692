// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/spacenation/swiftui-sliders/blob/0e7b1b664f4ec2de0e2cb530d3601f19dd6dd688/Sources/Sliders/PointSlider/Styles/PointSliderOptions.swift
// Licence: MIT, Copyright (c) 2020 SpaceNation Inc. (full text: Components/LICENSES/spacenation+swiftui-sliders.txt)

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public struct PointSliderOptions: OptionSet {
    public let rawValue: Int

    public static let interactiveTrack = PointSliderOptions(rawValue: 1 << 0)
    public static let defaultOptions: PointSliderOptions = []
    
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}
