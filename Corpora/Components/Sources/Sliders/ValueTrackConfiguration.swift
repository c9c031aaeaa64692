// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/spacenation/swiftui-sliders/blob/0e7b1b664f4ec2de0e2cb530d3601f19dd6dd688/Sources/Sliders/ValueTrack/ValueTrackConfiguration.swift
// Licence: MIT, Copyright (c) 2020 SpaceNation Inc. (full text: Components/LICENSES/spacenation+swiftui-sliders.txt)

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public struct ValueTrackConfiguration {
    public static let defaultConfiguration = ValueTrackConfiguration()
    
    public let bounds: ClosedRange<CGFloat>
    public let leadingOffset: CGFloat
    public let trailingOffset: CGFloat
    
    public init(bounds: ClosedRange<CGFloat> = 0.0...1.0, leadingOffset: CGFloat = 0, trailingOffset: CGFloat = 0) {
        self.bounds = bounds
        self.leadingOffset = leadingOffset
        self.trailingOffset = trailingOffset
    }
}

public extension ValueTrackConfiguration {
    init(bounds: ClosedRange<CGFloat> = 0.0...1.0, offsets: CGFloat = 0) {
        self.bounds = bounds
        self.leadingOffset = offsets
        self.trailingOffset = offsets
    }
}
