// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/Jinxiansen/SwiftUI/blob/d8192c12098f80f8a4bd2387a969f010c38c5773/Example/Example/Page/Picker/TogglePage.swift
// Licence: MIT, Copyright (c) 2019 晋先森 (Jinxiansen) (full text: LICENSES/Jinxiansen-SwiftUI.txt)

//
//  TogglePage.swift
//  Example
//
//  Created by 晋先森 on 2019/6/8.
//  Copyright © 2019 晋先森. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
#if canImport(Combine)
import Combine
#endif
struct TogglePage : View {
    
    @State var isOn = false
    
    var body: some View {
        HStack {
            Toggle(isOn: $isOn) {
                Text("State: \(self.isOn == true ? "开":"关")")
            }.padding(20)
            Spacer()
        }.navigationBarTitle(Text("Toggle"))
    }
}

#if DEBUG
struct TogglePage_Previews : PreviewProvider {
    static var previews: some View {
        TogglePage()
    }
}
#endif
