// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/spacenation/swiftui-sliders/blob/0e7b1b664f4ec2de0e2cb530d3601f19dd6dd688/Sources/Sliders/PointTrack/EnvironmentValues+TrackPoint.swift
// Licence: MIT, Copyright (c) 2020 SpaceNation Inc. (full text: Components/LICENSES/spacenation+swiftui-sliders.txt)

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public extension EnvironmentValues {
    var trackPointX: CGFloat {
        get {
            return self[TrackPointXKey.self]
        }
        set {
            self[TrackPointXKey.self] = newValue
        }
    }
    
    var trackPointY: CGFloat {
        get {
            return self[TrackPointYKey.self]
        }
        set {
            self[TrackPointYKey.self] = newValue
        }
    }
}

public struct TrackPointXKey: EnvironmentKey {
    public static let defaultValue: CGFloat = 0.0
}

public struct TrackPointYKey: EnvironmentKey {
    public static let defaultValue: CGFloat = 0.0
}
