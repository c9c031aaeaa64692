// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/spacenation/swiftui-sliders/blob/0e7b1b664f4ec2de0e2cb530d3601f19dd6dd688/Sources/Sliders/Base/LinearRangeMath.swift
// Licence: MIT, Copyright (c) 2020 SpaceNation Inc. (full text: Components/LICENSES/spacenation+swiftui-sliders.txt)

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

/// Calculates range distance in points
@inlinable func rangeDistance(overallLength: CGFloat, range: ClosedRange<CGFloat>, bounds: ClosedRange<CGFloat> = 0.0...1.0, lowerStartOffset: CGFloat = 0, lowerEndOffset: CGFloat = 0, upperStartOffset: CGFloat = 0, upperEndOffset: CGFloat = 0) -> CGFloat {
    let offsetLowerValue = distanceFrom(value: range.lowerBound, availableDistance: overallLength, bounds: bounds, leadingOffset: lowerStartOffset, trailingOffset: lowerEndOffset)
    let offsetUpperValue = distanceFrom(value: range.upperBound, availableDistance: overallLength, bounds: bounds, leadingOffset: upperStartOffset, trailingOffset: upperEndOffset)
    return max(0, offsetUpperValue - offsetLowerValue)
}

@inlinable func rangeFrom(updatedLowerBound: CGFloat, upperBound: CGFloat, bounds: ClosedRange<CGFloat>, distance: ClosedRange<CGFloat>, forceAdjacent: Bool) -> ClosedRange<CGFloat> {
    if forceAdjacent {
        let finalLowerBound = min(updatedLowerBound, bounds.upperBound - distance.lowerBound)
        let finalUpperBound = min(min(max(updatedLowerBound + distance.lowerBound, upperBound), updatedLowerBound + distance.upperBound), bounds.upperBound)
        return finalLowerBound ... finalUpperBound
    } else {
        let finalLowerBound = min(updatedLowerBound, upperBound - distance.lowerBound)
        let finalUpperBound = min(upperBound, updatedLowerBound + distance.upperBound)
        return finalLowerBound ... finalUpperBound
    }
}

@inlinable func rangeFrom(lowerBound: CGFloat, updatedUpperBound: CGFloat, bounds: ClosedRange<CGFloat>, distance: ClosedRange<CGFloat>, forceAdjacent: Bool) -> ClosedRange<CGFloat> {
    if forceAdjacent {
        let finalLowerBound = max(max(min(lowerBound, updatedUpperBound - distance.lowerBound), updatedUpperBound - distance.upperBound), bounds.lowerBound)
        let finalUpperBound = max(updatedUpperBound, bounds.lowerBound + distance.lowerBound)
        return finalLowerBound ... finalUpperBound
    } else {
        let finalLowerBound = max(lowerBound, updatedUpperBound - distance.upperBound)
        let finalUpperBound = max(lowerBound + distance.lowerBound, updatedUpperBound)
        return finalLowerBound ... finalUpperBound
    }
}
