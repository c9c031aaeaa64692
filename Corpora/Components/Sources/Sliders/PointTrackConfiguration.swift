// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/spacenation/swiftui-sliders/blob/0e7b1b664f4ec2de0e2cb530d3601f19dd6dd688/Sources/Sliders/PointTrack/PointTrackConfiguration.swift
// Licence: MIT, Copyright (c) 2020 SpaceNation Inc. (full text: Components/LICENSES/spacenation+swiftui-sliders.txt)

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public struct PointTrackConfiguration {
    public static let defaultConfiguration = PointTrackConfiguration()
    
    public let xBounds: ClosedRange<CGFloat>
    public let xStep: CGFloat
    public let yBounds: ClosedRange<CGFloat>
    public let yStep: CGFloat
    
    public init(xBounds: ClosedRange<CGFloat> = 0.0...1.0, xStep: CGFloat = 0, yBounds: ClosedRange<CGFloat> = 0.0...1.0, yStep: CGFloat = 0) {
        self.xBounds = xBounds
        self.xStep = xStep
        self.yBounds = yBounds
        self.yStep = yStep
    }
}
