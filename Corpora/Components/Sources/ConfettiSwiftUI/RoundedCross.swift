// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/simibac/ConfettiSwiftUI/blob/9ae5bc2ce2149980884d4612321c3a266d6bf82c/Sources/Shapes/RoundedCross.swift
// Licence: MIT, Copyright (c) 2020 Simon Bachmann (full text: Components/LICENSES/simibac+ConfettiSwiftUI.txt)

//
//  RoundedCross.swift
//  Confetti
//
//  Created by Simon Bachmann on 04.12.20.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public struct RoundedCross: Shape {
    public func path(in rect: CGRect) -> Path {
        var path = Path()

        path.move(to: CGPoint(x: rect.minX, y: rect.maxY/3))
        path.addQuadCurve(to: CGPoint(x: rect.maxX/3, y: rect.minY), control: CGPoint(x: rect.maxX/3, y: rect.maxY/3))
        path.addLine(to: CGPoint(x: 2*rect.maxX/3, y: rect.minY))
        
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY/3), control: CGPoint(x: 2*rect.maxX/3, y: rect.maxY/3))
        path.addLine(to: CGPoint(x: rect.maxX, y: 2*rect.maxY/3))

        path.addQuadCurve(to: CGPoint(x: 2*rect.maxX/3, y: rect.maxY), control: CGPoint(x: 2*rect.maxX/3, y: 2*rect.maxY/3))
        path.addLine(to: CGPoint(x: rect.maxX/3, y: rect.maxY))

        path.addQuadCurve(to: CGPoint(x: 2*rect.minX/3, y: 2*rect.maxY/3), control: CGPoint(x: rect.maxX/3, y: 2*rect.maxY/3))

        return path
    }
}

struct RoundedCross_Previews: PreviewProvider {
    static var previews: some View {
        RoundedCross()
    }
}
