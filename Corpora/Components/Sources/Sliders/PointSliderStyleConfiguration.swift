// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/spacenation/swiftui-sliders/blob/0e7b1b664f4ec2de0e2cb530d3601f19dd6dd688/Sources/Sliders/PointSlider/Style/PointSliderStyleConfiguration.swift
// Licence: MIT, Copyright (c) 2020 SpaceNation Inc. (full text: Components/LICENSES/spacenation+swiftui-sliders.txt)

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public struct PointSliderStyleConfiguration {
    public let x: Binding<CGFloat>
    public let xBounds: ClosedRange<CGFloat>
    public let xStep: CGFloat

    public let y: Binding<CGFloat>
    public let yBounds: ClosedRange<CGFloat>
    public let yStep: CGFloat
    
    public let onEditingChanged: (Bool) -> Void
    public var dragOffset: Binding<CGPoint?>
    
    func with(dragOffset: Binding<CGPoint?>) -> Self {
        var mutSelf = self
        mutSelf.dragOffset = dragOffset
        return mutSelf
    }
}
