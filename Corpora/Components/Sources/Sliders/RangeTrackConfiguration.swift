// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/spacenation/swiftui-sliders/blob/0e7b1b664f4ec2de0e2cb530d3601f19dd6dd688/Sources/Sliders/RangeTrack/RangeTrackConfiguration.swift
// Licence: MIT, Copyright (c) 2020 SpaceNation Inc. (full text: Components/LICENSES/spacenation+swiftui-sliders.txt)

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public struct RangeTrackConfiguration {
    public static let defaultConfiguration = RangeTrackConfiguration()
    
    public let bounds: ClosedRange<CGFloat>
    
    public let lowerLeadingOffset: CGFloat
    public let lowerTrailingOffset: CGFloat
    public let upperLeadingOffset: CGFloat
    public let upperTrailingOffset: CGFloat
    
    public init(bounds: ClosedRange<CGFloat> = 0.0...1.0, lowerLeadingOffset: CGFloat = 0, lowerTrailingOffset: CGFloat = 0, upperLeadingOffset: CGFloat = 0, upperTrailingOffset: CGFloat = 0) {
        self.bounds = bounds
        self.lowerLeadingOffset = lowerLeadingOffset
        self.lowerTrailingOffset = lowerTrailingOffset
        self.upperLeadingOffset = upperLeadingOffset
        self.upperTrailingOffset = upperTrailingOffset
    }
}

public extension RangeTrackConfiguration {
    init(bounds: ClosedRange<CGFloat> = 0.0...1.0, lowerOffset: CGFloat = 0, upperOffset: CGFloat = 0) {
        self.bounds = bounds
        self.lowerLeadingOffset = lowerOffset / 2
        self.lowerTrailingOffset = lowerOffset / 2 + upperOffset
        self.upperLeadingOffset = lowerOffset + upperOffset / 2
        self.upperTrailingOffset = upperOffset / 2
    }
}

public extension RangeTrackConfiguration {
    init(bounds: ClosedRange<CGFloat> = 0.0...1.0, offsets: CGFloat = 0) {
        self.bounds = bounds
        self.lowerLeadingOffset = offsets / 2
        self.lowerTrailingOffset = offsets / 2 + offsets
        self.upperLeadingOffset = offsets + offsets / 2
        self.upperTrailingOffset = offsets / 2
    }
}
