// The bare reference of the API bench (docs/architecture.md §5 "Database and performance"): a Fastify route that
// answers a body shaped and sized like getInfo's, with no guard, no database and no logging, in a process of its own
// as the real server is. Prints its port when listening.
import Fastify from 'fastify';

const body = {
  code: 200,
  msg: '操作成功',
  user: {
    userId: 1,
    userName: 'admin',
    nickName: '系统管理员',
    avatar: '',
    email: 'admin@woms.example',
    phonenumber: '13800000000',
    sex: '0',
    status: '0',
    remark: '',
    deptId: 100,
    dept: { deptId: 100, deptName: '运维中心' },
    idType: '',
    idNumber: '',
    addr: '',
    roles: [{ roleId: 1, roleName: '超级管理员', roleKey: 'admin' }],
    roleIds: [1],
    currentFactoryId: 11,
  },
  roles: ['admin'],
  permissions: ['*:*:*'],
};

const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(String(app.server.address().port));
