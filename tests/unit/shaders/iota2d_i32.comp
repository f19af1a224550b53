// iota2d_i32: element (y, x) of a 4x4 i32 tile = y * 100 + x, one
// invocation per workgroup on a 4x4 grid.
#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) writeonly buffer Out { int o[]; };
void main() {
  uint x = gl_WorkGroupID.x, y = gl_WorkGroupID.y;
  o[y * 4 + x] = int(y * 100 + x);
}
