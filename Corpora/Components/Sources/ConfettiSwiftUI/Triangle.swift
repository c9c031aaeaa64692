// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/simibac/ConfettiSwiftUI/blob/9ae5bc2ce2149980884d4612321c3a266d6bf82c/Sources/Shapes/Triangle.swift
// Licence: MIT, Copyright (c) 2020 Simon Bachmann (full text: Components/LICENSES/simibac+ConfettiSwiftUI.txt)

//
//  Triangle.swift
//  Confetti
//
//  Created by Simon Bachmann on 04.12.20.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public struct Triangle: Shape {
    public func path(in rect: CGRect) -> Path {
        var path = Path()

        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))

        return path
    }
}

struct Triangle_Previews: PreviewProvider {
    static var previews: some View {
        Triangle()
    }
}
