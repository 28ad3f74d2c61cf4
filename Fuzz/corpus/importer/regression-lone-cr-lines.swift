// commentlet a = 1 2 3
let b = 4 5
